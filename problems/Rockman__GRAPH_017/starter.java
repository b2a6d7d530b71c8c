class Solution {
    public long minCableCost(long n, List<List<Long>> cables) {
        List<List<long[]>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            adj.add(new ArrayList<>());
        }
        for (List<Long> cable : cables) {
            int u = cable.get(0).intValue(), v = cable.get(1).intValue();
            long w = cable.get(2);
            adj.get(u).add(new long[] {w, v});
            adj.get(v).add(new long[] {w, u});
        }
        boolean[] inTree = new boolean[(int) n];
        inTree[0] = true;
        PriorityQueue<long[]> heap = new PriorityQueue<>(
                (a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        heap.add(new long[] {0, 0});
        long total = 0;
        long joined = 0;
        while (!heap.isEmpty()) {
            long[] top = heap.poll();
            long w = top[0];
            int u = (int) top[1];
            total += w;
            joined += 1;
            for (long[] edge : adj.get(u)) {
                long w2 = edge[0];
                int v = (int) edge[1];
                if (!inTree[v]) {
                    inTree[v] = true;
                    heap.add(new long[] {w2, v});
                }
            }
        }
        return joined == n ? total : -1;
    }
}
