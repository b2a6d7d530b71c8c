import java.util.*;

class Solution {
    public long fewestInsertions(String word) {
        int n = word.length();
        if (n < 2) {
            return 0;
        }
        // cur[i] for the current length = insertions for word.substring(i, i + length)
        long[] prev2 = new long[n + 1]; // length - 2
        long[] prev = new long[n];      // length - 1
        for (int length = 2; length <= n; length++) {
            long[] cur = new long[n - length + 1];
            for (int i = 0; i + length <= n; i++) {
                int j = i + length - 1;
                if (word.charAt(i) == word.charAt(j)) {
                    cur[i] = prev2[i + 1];
                } else {
                    cur[i] = 1 + Math.min(prev[i], prev[i + 1]);
                }
            }
            prev2 = prev;
            prev = cur;
        }
        return prev[0];
    }
}
