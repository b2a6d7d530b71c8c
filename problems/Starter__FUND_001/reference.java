import java.util.*;

// Tuple2 is left to the driver here (the prompt declares it; a solution may omit it).
class Solution {
    public Tuple2<Long, Long> longestWithinBudget(List<Long> costs, long budget) {
        long bestStart = -1, bestLength = 0;
        long total = 0;
        int left = 0;
        for (int right = 0; right < costs.size(); right++) {
            total += costs.get(right);
            while (total > budget) {
                total -= costs.get(left);
                left++;
            }
            long length = right - left + 1;
            if (length > bestLength) {
                bestStart = left;
                bestLength = length;
            }
        }
        return new Tuple2<>(bestStart, bestLength);
    }
}
