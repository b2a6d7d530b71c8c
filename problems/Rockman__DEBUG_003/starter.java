class Solution {
    public Long secondLargest(List<Long> nums) {
        long first = Long.MIN_VALUE;
        long second = Long.MIN_VALUE;
        for (long x : nums) {
            if (x > first) {
                second = first;
                first = x;
            } else if (x > second) {
                second = x;
            }
        }
        if (second == Long.MIN_VALUE) {
            return null;
        }
        return second;
    }
}
