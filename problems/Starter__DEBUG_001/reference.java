import java.util.*;

class Solution {
    /** Return the index of the first element >= target, or nums.size() if there is none. */
    private static int lowerBound(List<Long> nums, long target) {
        int lo = 0, hi = nums.size();
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (nums.get(mid) < target) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    public long countInRange(List<Long> nums, long low, long high) {
        if (low > high) {
            return 0;
        }
        return lowerBound(nums, high + 1) - lowerBound(nums, low);
    }
}
