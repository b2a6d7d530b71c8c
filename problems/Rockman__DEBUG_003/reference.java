import java.util.*;

class Solution {
    public Long secondLargest(List<Long> nums) {
        Long first = null;
        Long second = null;
        for (long x : nums) {
            if (first == null || x > first) {
                second = first;
                first = x;
            } else if (x != first && (second == null || x > second)) {
                second = x;
            }
        }
        return second;
    }
}
