class Solution {
    public long countLightTriples(List<Long> weights, long limit) {
        long[] w = weights.stream().mapToLong(Long::longValue).sorted().toArray();
        int n = w.length;
        long total = 0;
        for (int i = 0; i < n - 2; i++) {
            // Count the pairs (j, k) with i < j < k and w[i] + w[j] + w[k] < limit,
            // moving j up from i + 1 and k down from n - 1, and add them to total.
            // (missing part: write it here)
        }
        return total;
    }
}
