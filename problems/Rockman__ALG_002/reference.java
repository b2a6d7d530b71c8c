import java.util.*;

class Solution {
    public long minRefills(long target, long tankRange, List<Long> stations) {
        long[] ordered = new TreeSet<>(stations).stream().mapToLong(Long::longValue).toArray();
        long reach = tankRange;
        long refills = 0;
        int i = 0;
        while (reach < target) {
            long best = -1;
            // among the stations that just became reachable, refill at the farthest one
            while (i < ordered.length && ordered[i] <= reach) {
                best = ordered[i];
                i++;
            }
            if (best == -1) {
                return -1;
            }
            reach = best + tankRange;
            refills++;
        }
        return refills;
    }
}
