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
            int a = link.get(0).intValue();
            int b = link.get(1).intValue();
            int ra = find(parent, a);
            int rb = find(parent, b);
            if (size[ra] < size[rb]) {
                int t = ra;
                ra = rb;
                rb = t;
                t = a;
                a = b;
                b = t;
            }
            parent[b] = ra;
            size[ra] += size[rb];
            best = Math.max(best, size[ra]);
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
