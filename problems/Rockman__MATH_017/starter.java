class Solution {
    /**
     * Whether base ** k <= limit, for base >= 1 and limit >= 0 (stops before the power can
     * overflow).
     */
    private static boolean powerAtMost(long base, long k, long limit) {
        long power = 1;
        for (long i = 0; i < k; i++) {
            if (power > limit / base) {
                return false;
            }
            power *= base;
        }
        return true;
    }

    /** Largest integer r >= 0 with r ** k <= n. */
    public long integerRoot(long n, long k) {
        if (n < 2) {
            return n;
        }
        // the root of n is never more than half of n, so start with a tighter window
        long lo = 1, hi = n / 2;
        while (lo < hi) {
            long mid = (lo + hi + 1) / 2;
            if (powerAtMost(mid, k, n)) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }
}
