class Solution {
    public List<String> formatReport(String title, List<Tuple3<String, Long, Long>> rows) {
        if (rows.size() == 0) {
            return new ArrayList<>(List.of(title, "(no items)"));
        }
        List<String> names = new ArrayList<>();
        List<String> qtys = new ArrayList<>();
        List<String> prices = new ArrayList<>();
        List<String> amounts = new ArrayList<>();
        long totalQty = 0;
        long totalAmount = 0;
        String s;
        for (Tuple3<String, Long, Long> row : rows) {
            String name = row.first();
            if (name.length() > 20) {
                name = name.substring(0, 17) + "...";
            }
            names.add(name);
            qtys.add(String.valueOf(row.second()));
            totalQty = totalQty + row.second();
            long p = row.third();
            if (p < 0) {
                s = "-";
                p = -p;
            } else {
                s = "";
            }
            prices.add(s + String.format(Locale.ROOT, "%,d", p / 100) + "." + String.format("%02d", p % 100));
            long a = row.second() * row.third();
            totalAmount = totalAmount + a;
            if (a < 0) {
                s = "-";
                a = -a;
            } else {
                s = "";
            }
            amounts.add(s + String.format(Locale.ROOT, "%,d", a / 100) + "." + String.format("%02d", a % 100));
        }
        long t = totalAmount;
        if (t < 0) {
            s = "-";
            t = -t;
        } else {
            s = "";
        }
        String totalAmountText = s + String.format(Locale.ROOT, "%,d", t / 100) + "." + String.format("%02d", t % 100);
        int w1 = "Item".length();
        for (String n : names) {
            if (n.length() > w1) {
                w1 = n.length();
            }
        }
        if ("TOTAL".length() > w1) {
            w1 = "TOTAL".length();
        }
        int w2 = "Qty".length();
        for (String q : qtys) {
            if (q.length() > w2) {
                w2 = q.length();
            }
        }
        if (String.valueOf(totalQty).length() > w2) {
            w2 = String.valueOf(totalQty).length();
        }
        int w3 = "Price".length();
        for (String p : prices) {
            if (p.length() > w3) {
                w3 = p.length();
            }
        }
        int w4 = "Amount".length();
        for (String a : amounts) {
            if (a.length() > w4) {
                w4 = a.length();
            }
        }
        if (totalAmountText.length() > w4) {
            w4 = totalAmountText.length();
        }
        List<String> out = new ArrayList<>(List.of(title, "=".repeat(title.length())));
        out.add("Item" + " ".repeat(w1 - 4) + " | " + " ".repeat(w2 - 3) + "Qty" + " | "
                + " ".repeat(w3 - 5) + "Price" + " | " + " ".repeat(w4 - 6) + "Amount");
        out.add("-".repeat(w1) + "-+-" + "-".repeat(w2) + "-+-" + "-".repeat(w3) + "-+-" + "-".repeat(w4));
        for (int i = 0; i < rows.size(); i++) {
            out.add(names.get(i) + " ".repeat(w1 - names.get(i).length()) + " | "
                    + " ".repeat(w2 - qtys.get(i).length()) + qtys.get(i) + " | "
                    + " ".repeat(w3 - prices.get(i).length()) + prices.get(i) + " | "
                    + " ".repeat(w4 - amounts.get(i).length()) + amounts.get(i));
        }
        out.add("-".repeat(w1) + "-+-" + "-".repeat(w2) + "-+-" + "-".repeat(w3) + "-+-" + "-".repeat(w4));
        out.add("TOTAL" + " ".repeat(w1 - 5) + " | "
                + " ".repeat(w2 - String.valueOf(totalQty).length()) + totalQty + " | "
                + " ".repeat(w3) + " | "
                + " ".repeat(w4 - totalAmountText.length()) + totalAmountText);
        return out;
    }
}
