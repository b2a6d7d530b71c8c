import java.util.*;

class Solution {
    public long longestRisingStreak(List<Long> readings) {
        int n = readings.size();
        if (n == 0) {
            return 0;
        }
        long[] values = new long[n];
        for (int i = 0; i < n; i++) {
            values[i] = readings.get(i);
        }
        long best = 1;
        long current = 1;
        for (int i = 1; i < n; i++) {
            if (values[i] > values[i - 1]) {
                current++;
            } else {
                current = 1;
            }
            best = Math.max(best, current);
        }
        return best;
    }
}
