import java.util.*;

class Solution {
    public long countLightTriples(List<Long> weights, long limit) {
        long[] w = weights.stream().mapToLong(Long::longValue).sorted().toArray();
        int n = w.length;
        long total = 0;
        for (int i = 0; i < n - 2; i++) {
            int j = i + 1, k = n - 1;
            while (j < k) {
                if (w[i] + w[j] + w[k] < limit) {
                    // every k' in (j, k] works with this j
                    total += k - j;
                    j++;
                } else {
                    k--;
                }
            }
        }
        return total;
    }
}
