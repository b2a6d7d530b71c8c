class Solution {
    /** Count the runs of consecutive readings that hold at most k different values. */
    public long countCalmWindows(List<Long> readings, long k) {
        long total = 0;
        int left = 0;
        for (int right = 0; right < readings.size(); right++) {
            // shrink the window from the left until it is calm again
            while (left <= right && new HashSet<>(readings.subList(left, right + 1)).size() > k) {
                left++;
            }
            // every window ending at right and starting in [left, right] is calm
            total += right - left + 1;
        }
        return total;
    }
}
