import java.util.*;

class Solution {
    public long windowMaxTotal(List<Long> nums, long k) {
        Deque<Integer> window = new ArrayDeque<>();  // indices; their values decrease from first to last
        long total = 0;
        for (int i = 0; i < nums.size(); i++) {
            long value = nums.get(i);
            while (!window.isEmpty() && nums.get(window.peekLast()) <= value) {
                window.pollLast();
            }
            window.addLast(i);
            if (window.peekFirst() <= i - k) {
                window.pollFirst();
            }
            if (i >= k - 1) {
                total += nums.get(window.peekFirst());
            }
        }
        return total;
    }
}
