import java.util.*;

class Solution {
    /** Count the runs of consecutive readings that hold at most k different values. */
    public long countCalmWindows(List<Long> readings, long k) {
        Map<Long, Integer> inside = new HashMap<>(); // value -> occurrences in the current window
        long total = 0;
        int left = 0;
        for (int right = 0; right < readings.size(); right++) {
            inside.merge(readings.get(right), 1, Integer::sum);
            // shrink the window from the left until it is calm again
            while (inside.size() > k) {
                Long gone = readings.get(left);
                int remaining = inside.get(gone) - 1;
                if (remaining == 0) {
                    inside.remove(gone);
                } else {
                    inside.put(gone, remaining);
                }
                left++;
            }
            // every window ending at right and starting in [left, right] is calm
            total += right - left + 1;
        }
        return total;
    }
}
