import java.util.*;

class Solution {
    public long longestCalmChain(List<Long> levels) {
        // tails[k] = smallest possible last level of a calm chain of length k + 1
        long[] tails = new long[levels.size()];
        int size = 0;
        for (long x : levels) {
            // first position whose value is greater than x (bisect_right)
            int lo = 0;
            int hi = size;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (tails[mid] <= x) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            tails[lo] = x;
            if (lo == size) {
                size++;
            }
        }
        return size;
    }
}
