class Solution {
    static long TOTAL = 0;
    static long TECH = 0;
    static boolean SHIP = false;

    static void add(long amount, long tax, boolean tech, boolean ship) {
        amount = amount + amount * tax / 100;
        TOTAL = TOTAL + amount;
        if (tech) {
            TECH = TECH + amount;
        }
        if (ship) {
            SHIP = true;
        }
    }

    public long invoiceTotal(List<Tuple3<String, Long, Long>> items, String coupon, long memberYears) {
        TOTAL = 0;
        TECH = 0;
        SHIP = false;
        if (items.size() == 0) {
            return 0;
        }
        for (Tuple3<String, Long, Long> item : items) {
            if (item.first().equals("food")) {
                if (item.third() >= 10) {
                    add(item.second() * item.third() - (item.second() * item.third()) / 10, 0, false, false);
                } else {
                    add(item.second() * item.third(), 0, false, false);
                }
            } else if (item.first().equals("book")) {
                long free = item.third() / 3;
                add(item.second() * (item.third() - free), 5, false, true);
            } else if (item.first().equals("toy")) {
                if (item.third() > 1) {
                    add(item.second() + (item.third() - 1) * (item.second() - item.second() / 5), 20, false, true);
                } else {
                    add(item.second(), 20, false, true);
                }
            } else if (item.first().equals("tech")) {
                add(item.second() * item.third(), 20, true, true);
            } else {
                return -1;
            }
        }
        if (coupon.equals("SAVE10")) {
            if (TOTAL >= 5000) {
                TOTAL = TOTAL - TOTAL / 10;
            }
        } else if (coupon.equals("FLAT500")) {
            if (TOTAL >= 2000) {
                TOTAL = TOTAL - 500;
            }
        } else if (coupon.equals("TECH15")) {
            TOTAL = TOTAL - TECH * 15 / 100;
        }
        if (memberYears >= 5) {
            TOTAL = TOTAL - TOTAL * 5 / 100;
        } else if (memberYears >= 2) {
            TOTAL = TOTAL - TOTAL * 2 / 100;
        }
        if (SHIP) {
            if (TOTAL < 3000) {
                TOTAL = TOTAL + 499;
            }
        }
        return TOTAL;
    }
}
