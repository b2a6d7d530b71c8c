class Solution {
    public List<Long> kthAncestors(List<Long> parents, List<List<Long>> queries) {
        int n = parents.size();
        int levels = Math.max(1, 32 - Integer.numberOfLeadingZeros(n));
        // up[j][v] is the ancestor 2**j steps above v, or -1 if v is not that deep
        int[][] up = new int[levels][];
        up[0] = new int[n];
        for (int v = 0; v < n; v++) {
            up[0][v] = parents.get(v).intValue();
        }
        for (int j = 1; j < levels; j++) {
            int[] prev = up[j - 1];
            up[j] = new int[n];
            for (int v = 0; v < n; v++) {
                up[j][v] = prev[prev[v]];
            }
        }

        List<Long> answers = new ArrayList<>();
        for (List<Long> query : queries) {
            int v = query.get(0).intValue();
            long k = query.get(1);
            if (k >= 1L << levels) {
                // every depth is below n <= 2**levels - 1
                answers.add(-1L);
                continue;
            }
            int j = 0;
            while (k != 0 && v != -1) {
                if ((k & 1) == 1) {
                    v = up[j][v];
                }
                k >>= 1;
                j++;
            }
            answers.add((long) v);
        }
        return answers;
    }
}
