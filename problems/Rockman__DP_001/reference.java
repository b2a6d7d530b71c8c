import java.util.*;

class Solution {
    public long bestHaul(List<Long> weights, List<Long> values, long capacity) {
        int cap = (int) capacity;
        // best[c] = largest payment with total weight at most c, using the packages seen so far
        long[] best = new long[cap + 1];
        int n = Math.min(weights.size(), values.size());
        for (int k = 0; k < n; k++) {
            long w = weights.get(k);
            long v = values.get(k);
            for (int c = cap; c >= w; c--) {
                long candidate = best[(int) (c - w)] + v;
                if (candidate > best[c]) {
                    best[c] = candidate;
                }
            }
        }
        return best[cap];
    }
}
