class Solution {
    public long windowMaxTotal(List<Long> nums, long k) {
        long total = 0;
        for (int start = 0; start < nums.size() - k + 1; start++) {
            total += Collections.max(nums.subList(start, start + (int) k));
        }
        return total;
    }
}
