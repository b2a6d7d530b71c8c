import java.util.*;
import java.util.function.LongBinaryOperator;

class Solution {
    private static final long SHIPPING_FEE = 499;
    private static final long FREE_SHIPPING_FROM = 3000;
    private static final Map<String, Long> TAX_PERCENT =
        Map.of("food", 0L, "book", 5L, "toy", 20L, "tech", 20L);
    private static final Map<String, LongBinaryOperator> BASE = Map.of(
        "food", Solution::foodBase,
        "book", Solution::bookBase,
        "toy", Solution::toyBase,
        "tech", Solution::techBase);

    private static long foodBase(long price, long quantity) {
        long base = price * quantity;
        return quantity >= 10 ? base - base / 10 : base;
    }

    private static long bookBase(long price, long quantity) {
        return price * (quantity - quantity / 3);
    }

    private static long toyBase(long price, long quantity) {
        return price + (quantity - 1) * (price - price / 5);
    }

    private static long techBase(long price, long quantity) {
        return price * quantity;
    }

    private static long lineTotal(String category, long price, long quantity) {
        long base = BASE.get(category).applyAsLong(price, quantity);
        return base + base * TAX_PERCENT.get(category) / 100;
    }

    private static long afterCoupon(long goods, long techGoods, String coupon) {
        if (coupon.equals("SAVE10") && goods >= 5000) {
            return goods - goods / 10;
        }
        if (coupon.equals("FLAT500") && goods >= 2000) {
            return goods - 500;
        }
        if (coupon.equals("TECH15")) {
            return goods - techGoods * 15 / 100;
        }
        return goods;
    }

    private static long loyaltyPercent(long memberYears) {
        if (memberYears >= 5) {
            return 5;
        }
        return memberYears >= 2 ? 2 : 0;
    }

    /** The invoice's totals, or null when a category is unknown. */
    private static Totals totals(List<Tuple3<String, Long, Long>> items) {
        long goods = 0, techGoods = 0;
        boolean ships = false;
        for (Tuple3<String, Long, Long> item : items) {
            String category = item.first();
            if (!TAX_PERCENT.containsKey(category)) {
                return null;
            }
            long line = lineTotal(category, item.second(), item.third());
            goods += line;
            techGoods += category.equals("tech") ? line : 0;
            ships = ships || !category.equals("food");
        }
        return new Totals(goods, techGoods, ships);
    }

    private static long shipping(long goods, boolean ships) {
        return ships && goods < FREE_SHIPPING_FROM ? SHIPPING_FEE : 0;
    }

    public long invoiceTotal(List<Tuple3<String, Long, Long>> items, String coupon, long memberYears) {
        if (items.isEmpty()) {
            return 0;
        }
        Totals sum = totals(items);
        if (sum == null) {
            return -1;
        }
        long goods = afterCoupon(sum.goods(), sum.techGoods(), coupon);
        goods -= goods * loyaltyPercent(memberYears) / 100;
        return goods + shipping(goods, sum.ships());
    }

    /** All lines, tech lines and whether any line is not food. */
    private record Totals(long goods, long techGoods, boolean ships) {}
}
