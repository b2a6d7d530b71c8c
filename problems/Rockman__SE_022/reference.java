import java.util.*;

class Solution {
    private static final long SEASON_FIRST_DAY = 152;
    private static final long SEASON_LAST_DAY = 243;
    private static final Rule STANDARD = new Rule(2, 14, 1, 0, false, false);
    private static final Map<String, Rule> RULES = Map.of(
        "P-", new Rule(0, 7, 1, 5, true, false),
        "B-", new Rule(5, 30, 50, 0, false, false),
        "S-", new Rule(3, 10, 1, 0, false, true));
    private static final Comparator<Order> BY_URGENCY =
        Comparator.comparingLong(Order::urgency).thenComparing(Order::sku);

    private static Rule ruleFor(String sku) {
        return RULES.getOrDefault(sku.length() >= 2 ? sku.substring(0, 2) : sku, STANDARD);
    }

    private static List<Tuple4<String, Long, Long, Long>> firstOccurrences(List<Tuple4<String, Long, Long, Long>> items) {
        Set<String> seen = new HashSet<>();
        List<Tuple4<String, Long, Long, Long>> kept = new ArrayList<>();
        for (Tuple4<String, Long, Long, Long> item : items) {
            if (seen.add(item.first())) {
                kept.add(item);
            }
        }
        return kept;
    }

    private static boolean inPlay(Rule rule, long day) {
        return !rule.seasonal() || (SEASON_FIRST_DAY <= day && day <= SEASON_LAST_DAY);
    }

    private static long quantity(Rule rule, long onHand, long demand, long lead) {
        long target = rule.perishable() ? Math.min(lead + 3, rule.targetDays()) : rule.targetDays();
        long amount = (lead + target) * demand - onHand;
        if (rule.capDays() > 0) {
            amount = Math.min(amount, rule.capDays() * demand);
        }
        return Math.floorDiv(amount + rule.pack() - 1, rule.pack()) * rule.pack();
    }

    private static Optional<Order> orderFor(Tuple4<String, Long, Long, Long> item, long day) {
        Rule rule = ruleFor(item.first());
        long onHand = item.second(), demand = item.third(), lead = item.fourth();
        if (demand == 0 || !inPlay(rule, day)) {
            return Optional.empty();
        }
        long cover = onHand / demand;
        if (cover >= lead + rule.safetyDays()) {
            return Optional.empty();
        }
        return Optional.of(new Order(cover - lead, item.first(), quantity(rule, onHand, demand, lead)));
    }

    public List<Tuple2<String, Long>> reorderPlan(List<Tuple4<String, Long, Long, Long>> items, long day, long maxOrders) {
        return firstOccurrences(items).stream()
            .map(item -> orderFor(item, day))
            .flatMap(Optional::stream)
            .sorted(BY_URGENCY)
            .limit(maxOrders)
            .map(order -> new Tuple2<>(order.sku(), order.quantity()))
            .toList();
    }

    private record Rule(long safetyDays, long targetDays, long pack, long capDays, boolean perishable, boolean seasonal) {}

    private record Order(long urgency, String sku, long quantity) {}
}
