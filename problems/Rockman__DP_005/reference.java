import java.util.*;

class Solution {
    public long ringMergeCost(List<Long> piles) {
        int n = piles.size();
        if (n < 2) {
            return 0;
        }
        int m = 2 * n;
        long[] prefix = new long[m + 1];
        for (int i = 0; i < m; i++) {
            prefix[i + 1] = prefix[i] + piles.get(i % n);
        }
        // cost[i][j] = cheapest way to merge piles i..j of the doubled line into one (j - i < n)
        long[][] cost = new long[m][m];
        for (int length = 2; length <= n; length++) {
            for (int i = 0; i + length <= m; i++) {
                int j = i + length - 1;
                long best = Long.MAX_VALUE;
                for (int k = i; k < j; k++) {
                    best = Math.min(best, cost[i][k] + cost[k + 1][j]);
                }
                cost[i][j] = best + prefix[j + 1] - prefix[i];
            }
        }
        long answer = Long.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            answer = Math.min(answer, cost[i][i + n - 1]);
        }
        return answer;
    }
}
