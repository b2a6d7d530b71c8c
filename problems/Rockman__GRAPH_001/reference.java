import java.util.*;

class Solution {
    public List<Long> hopDistances(long n, List<List<Long>> edges) {
        int size = (int) n;
        List<List<Integer>> adjacent = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            adjacent.add(new ArrayList<>());
        }
        for (List<Long> edge : edges) {
            int u = edge.get(0).intValue();
            int v = edge.get(1).intValue();
            adjacent.get(u).add(v);
            adjacent.get(v).add(u);
        }
        long[] dist = new long[size];
        Arrays.fill(dist, -1);
        dist[0] = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(0);
        while (!queue.isEmpty()) {
            int u = queue.poll();
            for (int v : adjacent.get(u)) {
                if (dist[v] == -1) {
                    dist[v] = dist[u] + 1;
                    queue.add(v);
                }
            }
        }
        List<Long> result = new ArrayList<>(size);
        for (long d : dist) {
            result.add(d);
        }
        return result;
    }
}
