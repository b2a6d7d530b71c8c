class Solution {
    private static Set<String> seen = new HashSet<>();
    private static List<Order> orders = new ArrayList<>();
    private static long today = 0;

    private static void addOrder(String sku, long onHand, long demand, long lead, long safety, long target, long pack, long cap) {
        long cover = onHand / demand;
        if (cover < lead + safety) {
            long qty = (lead + target) * demand - onHand;
            if (cap > 0) {
                if (qty > cap * demand) {
                    qty = cap * demand;
                }
            }
            if (pack > 1) {
                if (qty % pack != 0) {
                    qty = qty + (pack - qty % pack);
                }
            }
            orders.add(new Order(cover - lead, sku, qty));
        }
    }

    public List<Tuple2<String, Long>> reorderPlan(List<Tuple4<String, Long, Long, Long>> items, long day, long maxOrders) {
        seen = new HashSet<>();
        orders = new ArrayList<>();
        today = day;
        for (Tuple4<String, Long, Long, Long> it : items) {
            String sku = it.first();
            if (seen.contains(sku)) {
                continue;
            }
            seen.add(sku);
            if (it.third() == 0) {
                continue;
            }
            if (sku.startsWith("P-")) {
                if (it.fourth() + 3 < 7) {
                    addOrder(sku, it.second(), it.third(), it.fourth(), 0, it.fourth() + 3, 1, 5);
                } else {
                    addOrder(sku, it.second(), it.third(), it.fourth(), 0, 7, 1, 5);
                }
            } else if (sku.startsWith("B-")) {
                addOrder(sku, it.second(), it.third(), it.fourth(), 5, 30, 50, 0);
            } else if (sku.startsWith("S-")) {
                if (today >= 152) {
                    if (today <= 243) {
                        addOrder(sku, it.second(), it.third(), it.fourth(), 3, 10, 1, 0);
                    }
                }
            } else {
                addOrder(sku, it.second(), it.third(), it.fourth(), 2, 14, 1, 0);
            }
        }
        for (int i = 0; i < orders.size(); i++) {
            for (int j = 0; j < orders.size() - 1 - i; j++) {
                Order a = orders.get(j);
                Order b = orders.get(j + 1);
                if (a.urgency() > b.urgency() || (a.urgency() == b.urgency() && a.sku().compareTo(b.sku()) > 0)) {
                    orders.set(j, b);
                    orders.set(j + 1, a);
                }
            }
        }
        List<Tuple2<String, Long>> result = new ArrayList<>();
        for (Order o : orders) {
            if (result.size() < maxOrders) {
                result.add(new Tuple2<>(o.sku(), o.qty()));
            }
        }
        return result;
    }

    private record Order(long urgency, String sku, long qty) {}
}
