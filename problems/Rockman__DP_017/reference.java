import java.util.*;

class Solution {
    private static final long MOD = 1_000_000_007L;

    public long countClimbs(long n, List<Long> strides, List<Long> broken) {
        Set<Long> blocked = new HashSet<>(broken);
        List<Long> moves = new ArrayList<>(new TreeSet<>(strides));
        long[] ways = new long[(int) n + 1];  // ways[s] = climbs from step 0 that end on step s
        ways[0] = blocked.contains(0L) ? 0 : 1;
        for (int step = 1; step <= n; step++) {
            if (blocked.contains((long) step)) {
                continue;
            }
            long total = 0;
            for (long move : moves) {
                if (move > step) {
                    break;
                }
                total += ways[step - (int) move];
            }
            ways[step] = total % MOD;
        }
        return ways[(int) n];
    }
}
