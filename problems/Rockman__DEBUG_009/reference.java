import java.util.*;

class Solution {
    public long fastestArrival(long n, List<List<Long>> roads, long source, long target) {
        List<List<long[]>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            adj.add(new ArrayList<>());
        }
        for (List<Long> road : roads) {
            int u = road.get(0).intValue(), v = road.get(1).intValue();
            long w = road.get(2);
            adj.get(u).add(new long[] {v, w});
            adj.get(v).add(new long[] {u, w});
        }
        long[] dist = new long[(int) n];
        Arrays.fill(dist, -1);
        boolean[] done = new boolean[(int) n];
        dist[(int) source] = 0;
        PriorityQueue<long[]> heap = new PriorityQueue<>(
                (a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        heap.add(new long[] {0, source});
        while (!heap.isEmpty()) {
            long[] top = heap.poll();
            long d = top[0];
            int u = (int) top[1];
            if (done[u]) {
                continue;
            }
            done[u] = true;
            if (u == target) {
                return d;
            }
            for (long[] edge : adj.get(u)) {
                int v = (int) edge[0];
                long nd = d + edge[1];
                if (!done[v] && (dist[v] == -1 || nd < dist[v])) {
                    dist[v] = nd;
                    heap.add(new long[] {nd, v});
                }
            }
        }
        return done[(int) target] ? dist[(int) target] : -1;
    }
}
