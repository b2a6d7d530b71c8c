import java.util.*;

class Solution {
    public long longestBalancedStretch(List<Long> changes, long goal) {
        Map<Long, Integer> firstSeen = new HashMap<>();  // prefix sum -> smallest index
        firstSeen.put(0L, -1);
        long prefix = 0;
        long best = 0;
        int i = 0;
        for (long change : changes) {
            prefix += change;
            Integer start = firstSeen.get(prefix - goal);
            if (start != null && i - start > best) {
                best = i - start;
            }
            firstSeen.putIfAbsent(prefix, i);
            i++;
        }
        return best;
    }
}
