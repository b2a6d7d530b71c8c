class Solution {
    public long countBalancedStretches(List<Long> changes, long lo, long hi) {
        if (lo > hi) {
            return 0;
        }
        long[] prefix = new long[changes.size() + 1];
        for (int k = 0; k < changes.size(); k++) {
            prefix[k + 1] = prefix[k] + changes.get(k);
        }
        return solve(prefix, 0, prefix.length, lo, hi);
    }

    /**
     * Count pairs i < j in prefix[left..right) with lo <= prefix[j] - prefix[i] <= hi,
     * then sort that range.
     */
    private static long solve(long[] prefix, int left, int right, long lo, long hi) {
        if (right - left <= 1) {
            return 0;
        }
        int mid = (left + right) / 2;
        long count = solve(prefix, left, mid, lo, hi) + solve(prefix, mid, right, lo, hi);
        int low = mid, high = mid;
        for (int i = left; i < mid; i++) {
            while (low < right && prefix[low] - prefix[i] < lo) {
                low++;
            }
            while (high < right && prefix[high] - prefix[i] < hi) {
                high++;
            }
            count += high - low;
        }
        Arrays.sort(prefix, left, right);
        return count;
    }
}
