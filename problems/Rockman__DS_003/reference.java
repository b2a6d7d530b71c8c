import java.util.*;

class Solution {
    public long countStableWindows(List<Long> readings, long tolerance) {
        int n = readings.size();
        long[] values = new long[n];
        for (int i = 0; i < n; i++) {
            values[i] = readings.get(i);
        }
        // maxq / minq hold indices of the current window with decreasing / increasing values
        ArrayDeque<Integer> maxq = new ArrayDeque<>();
        ArrayDeque<Integer> minq = new ArrayDeque<>();
        int left = 0;
        long total = 0;
        for (int right = 0; right < n; right++) {
            long value = values[right];
            while (!maxq.isEmpty() && values[maxq.peekLast()] <= value) {
                maxq.pollLast();
            }
            maxq.addLast(right);
            while (!minq.isEmpty() && values[minq.peekLast()] >= value) {
                minq.pollLast();
            }
            minq.addLast(right);
            while (values[maxq.peekFirst()] - values[minq.peekFirst()] > tolerance) {
                left++;
                if (maxq.peekFirst() < left) {
                    maxq.pollFirst();
                }
                if (minq.peekFirst() < left) {
                    minq.pollFirst();
                }
            }
            total += right - left + 1;
        }
        return total;
    }
}
