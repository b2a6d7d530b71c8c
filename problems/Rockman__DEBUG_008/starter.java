class Solution {
    private static final long MOD = 1_000_000_007L;

    public long countRoutes(long n, List<Long> steps) {
        Map<Long, Long> memo = new HashMap<>();
        return ways(n, 0, steps, memo);
    }

    private static long ways(long remaining, long last, List<Long> steps, Map<Long, Long> memo) {
        if (remaining == 0) {
            return 1;
        }
        if (memo.containsKey(remaining)) {
            return memo.get(remaining);
        }
        long total = 0;
        for (long step : steps) {
            if (step != last && step <= remaining) {
                total += ways(remaining - step, step, steps, memo);
            }
        }
        memo.put(remaining, total % MOD);
        return memo.get(remaining);
    }
}
