import java.util.*;

record Tuple2<A, B>(A first, B second) {}

class Solution {
    private static final long MOD = 1_000_000_007L;

    public Tuple2<Long, Long> shortestRouteCount(long n, List<List<Long>> edges) {
        int size = (int) n;
        List<List<long[]>> roads = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            roads.add(new ArrayList<>());
        }
        for (List<Long> edge : edges) {
            roads.get(edge.get(0).intValue()).add(new long[] {edge.get(1), edge.get(2)});
        }
        long[] dist = new long[size];
        Arrays.fill(dist, Long.MAX_VALUE);
        long[] ways = new long[size];
        dist[0] = 0;
        ways[0] = 1;
        // entries are (distance, junction)
        PriorityQueue<long[]> heap = new PriorityQueue<>((a, b) -> {
            int byDistance = Long.compare(a[0], b[0]);
            return byDistance != 0 ? byDistance : Long.compare(a[1], b[1]);
        });
        heap.add(new long[] {0, 0});
        while (!heap.isEmpty()) {
            long[] top = heap.poll();
            long d = top[0];
            int u = (int) top[1];
            if (d > dist[u]) {
                continue; // a stale entry: u was already settled with a shorter distance
            }
            for (long[] road : roads.get(u)) {
                int v = (int) road[0];
                long nd = d + road[1];
                if (nd < dist[v]) {
                    dist[v] = nd;
                    ways[v] = ways[u];
                    heap.add(new long[] {nd, v});
                } else if (nd == dist[v]) {
                    ways[v] = (ways[v] + ways[u]) % MOD;
                }
            }
        }
        if (dist[size - 1] == Long.MAX_VALUE) {
            return new Tuple2<>(-1L, 0L);
        }
        return new Tuple2<>(dist[size - 1], ways[size - 1]);
    }
}
