import java.util.*;

class Solution {
    private static final List<String> HEADERS = List.of("Item", "Qty", "Price", "Amount");
    private static final int MAX_NAME = 20;

    private static String money(long cents) {
        String sign = cents < 0 ? "-" : "";
        long value = Math.abs(cents);
        return sign + String.format(Locale.ROOT, "%,d.%02d", value / 100, value % 100);
    }

    private static String displayName(String name) {
        if (name.length() > MAX_NAME) {
            return name.substring(0, MAX_NAME - 3) + "...";
        }
        return name;
    }

    private static List<String> rowCells(Tuple3<String, Long, Long> row) {
        long quantity = row.second();
        long price = row.third();
        return List.of(displayName(row.first()), String.valueOf(quantity), money(price), money(quantity * price));
    }

    private static List<String> totalCells(List<Tuple3<String, Long, Long>> rows) {
        long quantity = 0;
        long amount = 0;
        for (Tuple3<String, Long, Long> row : rows) {
            quantity += row.second();
            amount += row.second() * row.third();
        }
        return List.of("TOTAL", String.valueOf(quantity), "", money(amount));
    }

    private static String line(List<String> cells, int[] widths) {
        StringBuilder text = new StringBuilder(cells.get(0));
        text.append(" ".repeat(widths[0] - cells.get(0).length()));
        for (int i = 1; i < cells.size(); i++) {
            text.append(" | ").append(" ".repeat(widths[i] - cells.get(i).length())).append(cells.get(i));
        }
        return text.toString();
    }

    private static int[] widths(List<List<String>> table) {
        int[] widths = new int[HEADERS.size()];
        for (List<String> cells : table) {
            for (int i = 0; i < widths.length; i++) {
                widths[i] = Math.max(widths[i], cells.get(i).length());
            }
        }
        return widths;
    }

    private static String rule(int[] widths) {
        List<String> parts = new ArrayList<>();
        for (int width : widths) {
            parts.add("-".repeat(width));
        }
        return String.join("-+-", parts);
    }

    public List<String> formatReport(String title, List<Tuple3<String, Long, Long>> rows) {
        if (rows.isEmpty()) {
            return new ArrayList<>(List.of(title, "(no items)"));
        }
        List<List<String>> table = new ArrayList<>(List.of(HEADERS));
        rows.forEach(row -> table.add(rowCells(row)));
        table.add(totalCells(rows));
        int[] widths = widths(table);
        List<String> lines = new ArrayList<>(List.of(title, "=".repeat(title.length())));
        table.forEach(cells -> lines.add(line(cells, widths)));
        lines.add(3, rule(widths));
        lines.add(lines.size() - 1, rule(widths));
        return lines;
    }
}
