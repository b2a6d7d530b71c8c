import java.util.*;

class Solution {
    public long weightedEditCost(String source, String target, long insertCost, long deleteCost,
                                 long replaceCost) {
        int m = target.length();
        // prev[j] = cost of turning the first i characters of source into target[0, j)
        long[] prev = new long[m + 1];
        for (int j = 0; j <= m; j++) {
            prev[j] = j * insertCost;
        }
        for (int i = 1; i <= source.length(); i++) {
            char sourceChar = source.charAt(i - 1);
            long[] cur = new long[m + 1];
            cur[0] = i * deleteCost;
            for (int j = 1; j <= m; j++) {
                long best = prev[j - 1] + (sourceChar == target.charAt(j - 1) ? 0 : replaceCost);
                best = Math.min(best, prev[j] + deleteCost);
                best = Math.min(best, cur[j - 1] + insertCost);
                cur[j] = best;
            }
            prev = cur;
        }
        return prev[m];
    }
}
