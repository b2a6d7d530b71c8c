import java.util.*;

class Solution {
    public long maxWindowSum(List<Long> nums, long k) {
        long window = 0;
        for (int i = 0; i < k; i++) {
            window += nums.get(i);
        }
        long best = window;
        for (int i = (int) k; i < nums.size(); i++) {
            window += nums.get(i) - nums.get(i - (int) k);
            best = Math.max(best, window);
        }
        return best;
    }
}
