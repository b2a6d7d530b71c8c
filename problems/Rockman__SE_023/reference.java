import java.util.*;

class Solution {
    private static final long MAX_GIRTH = 300;
    private static final long MAX_WEIGHT = 30000;
    private static final long OVERSIZE_SIDE = 120;
    private static final long OVERSIZE_FEE = 2000;
    private static final long STEP_GRAMS = 500;
    // zone -> {rate of the first step, rate of each further step}
    private static final Map<String, long[]> ZONE_RATES = Map.of(
        "local", new long[] {300, 100},
        "national", new long[] {450, 125},
        "international", new long[] {1500, 400});
    private static final Set<String> SERVICES = Set.of("economy", "express", "overnight");

    private static long ceilDiv(long a, long b) {
        return Math.floorDiv(a + b - 1, b);
    }

    /** The three sides, longest first. */
    private static long[] sortedSides(Tuple4<Long, Long, Long, Long> pkg) {
        long[] ascending = {pkg.first(), pkg.second(), pkg.third()};
        Arrays.sort(ascending);
        return new long[] {ascending[2], ascending[1], ascending[0]};
    }

    private static boolean fits(long[] sides, long weight) {
        return sides[0] + 2 * (sides[1] + sides[2]) <= MAX_GIRTH && weight <= MAX_WEIGHT;
    }

    private static long baseRate(String zone, long[] sides, long weight) {
        long volumeWeight = ceilDiv(sides[0] * sides[1] * sides[2], 5);
        long steps = Math.max(1, ceilDiv(Math.max(weight, volumeWeight), STEP_GRAMS));
        long[] rates = ZONE_RATES.get(zone);
        return rates[0] + rates[1] * (steps - 1);
    }

    private static long withService(String service, long base) {
        if (service.equals("express")) {
            return ceilDiv(base * 3, 2);
        }
        if (service.equals("overnight")) {
            return base * 2;
        }
        return base;
    }

    private static long optionFees(Quote quote, long cost) {
        long extra = quote.options().contains("fragile") ? cost * 15 / 100 : 0;
        if (quote.options().contains("signature")) {
            extra += 250;
        }
        if (quote.options().contains("saturday") && quote.service().equals("overnight")) {
            extra += 1000;
        }
        return extra;
    }

    private static long price(Quote quote, Tuple4<Long, Long, Long, Long> pkg) {
        long[] sides = sortedSides(pkg);
        long weight = pkg.fourth();
        if (!fits(sides, weight) || (quote.service().equals("overnight") && quote.zone().equals("international"))) {
            return -1;
        }
        long cost = withService(quote.service(), baseRate(quote.zone(), sides, weight));
        long oversize = sides[0] > OVERSIZE_SIDE ? OVERSIZE_FEE : 0;
        return cost + oversize + optionFees(quote, cost);
    }

    private static List<Long> applyVolumeDiscount(List<Long> costs) {
        List<Long> result = new ArrayList<>();
        long accepted = 0;
        for (long cost : costs) {
            if (cost != -1 && ++accepted >= 3) {
                cost -= cost * 10 / 100;
            }
            result.add(cost);
        }
        return result;
    }

    public List<Long> quoteShipments(List<Tuple4<Long, Long, Long, Long>> packages, String zone, String service, List<String> options) {
        if (!ZONE_RATES.containsKey(zone) || !SERVICES.contains(service)) {
            return new ArrayList<>(Collections.nCopies(packages.size(), -1L));
        }
        Quote quote = new Quote(zone, service, new HashSet<>(options));
        List<Long> costs = new ArrayList<>();
        for (Tuple4<Long, Long, Long, Long> pkg : packages) {
            costs.add(price(quote, pkg));
        }
        return applyVolumeDiscount(costs);
    }

    private record Quote(String zone, String service, Set<String> options) {}
}
