import java.util.*;

class Solution {
    public long countPrimesBetween(long low, long high) {
        if (high < 2 || low > high) {
            return 0;
        }
        int n = (int) high;
        boolean[] composite = new boolean[n + 1];
        composite[0] = true;
        composite[1] = true;
        for (int p = 2; (long) p * p <= n; p++) {
            if (!composite[p]) {
                for (int multiple = p * p; multiple <= n; multiple += p) {
                    composite[multiple] = true;
                }
            }
        }
        long count = 0;
        for (int i = (int) Math.max(low, 0); i <= n; i++) {
            if (!composite[i]) {
                count++;
            }
        }
        return count;
    }
}
