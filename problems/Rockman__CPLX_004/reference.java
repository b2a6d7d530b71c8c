import java.util.*;

class Solution {
    public long longestExactStretch(List<Long> values, long target) {
        HashMap<Long, Integer> firstSeen = new HashMap<>(); // prefix sum -> earliest index
        firstSeen.put(0L, -1);
        long prefix = 0;
        long best = 0;
        int i = 0;
        for (long v : values) {
            prefix += v;
            Integer start = firstSeen.get(prefix - target);
            if (start != null && i - start > best) best = i - start;
            firstSeen.putIfAbsent(prefix, i);
            i++;
        }
        return best;
    }
}
