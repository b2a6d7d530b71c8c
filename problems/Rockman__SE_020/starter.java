class Solution {
    public long invoiceTotal(List<Tuple3<String, Long, Long>> lines, String region, String coupon) {
        long total = 0;
        long netSum = 0;
        for (Tuple3<String, Long, Long> line : lines) {
            String cat = line.first();
            long price = line.second();
            long qty = line.third();
            long amount = price * qty;
            long rate;
            long tax;
            if (coupon.equals("SAVE10")) {
                if (!cat.equals("food")) {
                    amount = amount - amount * 10 / 100;
                }
            } else if (coupon.equals("BULK")) {
                if (qty >= 10) {
                    amount = amount - amount * 5 / 100;
                }
            }
            netSum = netSum + amount;
            if (region.equals("north")) {
                if (cat.equals("food")) {
                    rate = 0;
                } else if (cat.equals("book")) {
                    rate = 0;
                } else if (cat.equals("electronics")) {
                    rate = 800;
                } else if (cat.equals("clothing")) {
                    rate = 500;
                } else {
                    rate = 600;
                }
                tax = (amount * rate + 5000) / 10000;
                total = total + amount + tax;
            } else if (region.equals("south")) {
                if (cat.equals("food")) {
                    rate = 200;
                } else if (cat.equals("book")) {
                    rate = 0;
                } else if (cat.equals("clothing")) {
                    if (price < 10000) {
                        rate = 0;
                    } else {
                        rate = 1000;
                    }
                } else {
                    rate = 1000;
                }
                tax = (amount * rate + 5000) / 10000;
                total = total + amount + tax;
            } else if (region.equals("east")) {
                if (cat.equals("food")) {
                    rate = 500;
                } else if (cat.equals("book")) {
                    rate = 500;
                } else {
                    rate = 750;
                }
                tax = (amount * rate + 5000) / 10000;
                total = total + amount + tax;
            } else {
                rate = 1000;
                tax = (amount * rate + 5000) / 10000;
                total = total + amount + tax;
            }
        }
        if (!coupon.equals("FREESHIP")) {
            if (netSum > 0) {
                if (netSum < 5000) {
                    if (region.equals("east")) {
                        total = total + 799;
                    } else {
                        total = total + 499;
                    }
                }
            }
        }
        return total;
    }
}
