import java.util.*;

class Solution {
    public long affordablePairs(List<Long> prices, long budget) {
        long[] ordered = new long[prices.size()];
        for (int i = 0; i < ordered.length; i++) ordered[i] = prices.get(i);
        Arrays.sort(ordered);
        int lo = 0, hi = ordered.length - 1;
        long count = 0;
        while (lo < hi) {
            if (ordered[lo] + ordered[hi] <= budget) {
                count += hi - lo; // ordered[lo] pairs with every item in (lo, hi]
                lo++;
            } else {
                hi--;
            }
        }
        return count;
    }
}
