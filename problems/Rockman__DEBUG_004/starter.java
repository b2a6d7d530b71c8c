class Solution {
    public long packsNeeded(List<Long> counts, long packSize) {
        long total = 0;
        for (long count : counts) {
            total += (long) Math.ceil((double) count / packSize);
        }
        return total;
    }
}
