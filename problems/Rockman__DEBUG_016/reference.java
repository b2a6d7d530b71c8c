import java.util.*;

class Solution {
    public List<Long> largestGroups(long n, List<List<Long>> links) {
        int[] parent = new int[(int) n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        long[] size = new long[(int) n];
        Arrays.fill(size, 1);
        long best = 1;
        List<Long> result = new ArrayList<>();

        for (List<Long> link : links) {
            int ra = find(parent, link.get(0).intValue());
            int rb = find(parent, link.get(1).intValue());
            if (ra != rb) {
                if (size[ra] < size[rb]) {
                    int t = ra;
                    ra = rb;
                    rb = t;
                }
                parent[rb] = ra;
                size[ra] += size[rb];
                best = Math.max(best, size[ra]);
            }
            result.add(best);
        }
        return result;
    }

    private int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }
}
