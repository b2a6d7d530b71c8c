import java.util.*;

class Solution {
    public long shortestFullTour(List<Long> stalls) {
        int n = stalls.size();
        if (n == 0) {
            return 0;
        }
        long[] values = new long[n];
        for (int i = 0; i < n; i++) {
            values[i] = stalls.get(i);
        }
        int kinds = new HashSet<>(stalls).size();
        Map<Long, Integer> counts = new HashMap<>();
        int covered = 0;
        int best = n;
        int left = 0;
        for (int right = 0; right < n; right++) {
            int count = counts.merge(values[right], 1, Integer::sum);
            if (count == 1) {
                covered++;
            }
            while (covered == kinds) {
                best = Math.min(best, right - left + 1);
                int remaining = counts.merge(values[left], -1, Integer::sum);
                if (remaining == 0) {
                    covered--;
                }
                left++;
            }
        }
        return best;
    }
}
