import java.util.*;

class Solution {
    private static final long DEFAULT_RATE = 1000;
    private static final Map<String, Map<String, Long>> RATES = Map.of(
        "north", Map.of("food", 0L, "book", 0L, "electronics", 800L, "clothing", 500L, "*", 600L),
        "south", Map.of("food", 200L, "book", 0L, "*", 1000L),
        "east", Map.of("food", 500L, "book", 500L, "*", 750L));
    private static final long SOUTH_CLOTHING_LIMIT = 10000;
    private static final long FREE_SHIPPING_FROM = 5000;

    private static long taxRate(String region, String category, long price) {
        if (region.equals("south") && category.equals("clothing") && price < SOUTH_CLOTHING_LIMIT) {
            return 0;
        }
        Map<String, Long> table = RATES.get(region);
        if (table == null) {
            return DEFAULT_RATE;
        }
        return table.getOrDefault(category, table.get("*"));
    }

    private static long discount(String coupon, String category, long quantity, long amount) {
        if (coupon.equals("SAVE10") && !category.equals("food")) {
            return amount * 10 / 100;
        }
        if (coupon.equals("BULK") && quantity >= 10) {
            return amount * 5 / 100;
        }
        return 0;
    }

    private static long shipping(long netSum, String region, String coupon) {
        if (coupon.equals("FREESHIP") || netSum == 0 || netSum >= FREE_SHIPPING_FROM) {
            return 0;
        }
        return region.equals("east") ? 799 : 499;
    }

    public long invoiceTotal(List<Tuple3<String, Long, Long>> lines, String region, String coupon) {
        long netSum = 0;
        long taxSum = 0;
        for (Tuple3<String, Long, Long> line : lines) {
            long amount = line.second() * line.third();
            long net = amount - discount(coupon, line.first(), line.third(), amount);
            netSum += net;
            taxSum += (net * taxRate(region, line.first(), line.second()) + 5000) / 10000;
        }
        return netSum + taxSum + shipping(netSum, region, coupon);
    }
}
