import java.util.*;

class Solution {
    private static final long MOD = 1_000_000_007L;

    public long countRoutes(long n, List<Long> steps) {
        Map<List<Long>, Long> memo = new HashMap<>();
        return ways(n, 0, steps, memo);
    }

    private static long ways(long remaining, long last, List<Long> steps, Map<List<Long>, Long> memo) {
        if (remaining == 0) {
            return 1;
        }
        List<Long> key = List.of(remaining, last);
        if (memo.containsKey(key)) {
            return memo.get(key);
        }
        long total = 0;
        for (long step : steps) {
            if (step != last && step <= remaining) {
                total += ways(remaining - step, step, steps, memo);
            }
        }
        memo.put(key, total % MOD);
        return memo.get(key);
    }
}
