import java.util.*;

class Solution {
    private static long hoursNeeded(List<Long> jobs, long rate) {
        long total = 0;
        for (long pages : jobs) {
            total += (pages + rate - 1) / rate;
        }
        return total;
    }

    public long minRate(List<Long> jobs, long hours) {
        long lo = 1, hi = Collections.max(jobs);
        while (lo < hi) {
            long mid = (lo + hi) / 2;
            if (hoursNeeded(jobs, mid) <= hours) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }
}
