import java.util.*;

class Solution {
    public long countDrops(List<Long> values, long margin) {
        long[] a = new long[values.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = values.get(i);
        }
        return solve(a, new long[a.length], 0, a.length, margin);
    }

    /** Counts the drops inside a[lo, hi) and leaves that range sorted ascending. */
    private static long solve(long[] a, long[] buffer, int lo, int hi, long margin) {
        if (hi - lo <= 1) {
            return 0;
        }
        int mid = (lo + hi) >>> 1;
        long count = solve(a, buffer, lo, mid, margin) + solve(a, buffer, mid, hi, margin);
        // x from the left half and y from the right half form a drop when y < x - margin
        for (int i = lo; i < mid; i++) {
            count += lowerBound(a, mid, hi, a[i] - margin) - mid;
        }
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) {
            buffer[k++] = a[i] <= a[j] ? a[i++] : a[j++];
        }
        while (i < mid) {
            buffer[k++] = a[i++];
        }
        while (j < hi) {
            buffer[k++] = a[j++];
        }
        System.arraycopy(buffer, lo, a, lo, hi - lo);
        return count;
    }

    /** The first index in a[lo, hi) whose value is >= key (hi if none). */
    private static int lowerBound(long[] a, int lo, int hi, long key) {
        while (lo < hi) {
            int m = (lo + hi) >>> 1;
            if (a[m] < key) {
                lo = m + 1;
            } else {
                hi = m;
            }
        }
        return lo;
    }
}
