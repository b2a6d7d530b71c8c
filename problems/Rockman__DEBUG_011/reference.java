import java.util.*;

class Solution {
    public long countBridges(long n, List<List<Long>> edges) {
        int size = (int) n;
        // adj.get(u) holds {neighbour, edge index} pairs
        List<List<int[]>> adj = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            adj.add(new ArrayList<>());
        }
        for (int idx = 0; idx < edges.size(); idx++) {
            int u = edges.get(idx).get(0).intValue(), v = edges.get(idx).get(1).intValue();
            adj.get(u).add(new int[] {v, idx});
            adj.get(v).add(new int[] {u, idx});
        }
        int[] disc = new int[size];
        Arrays.fill(disc, -1);
        int[] low = new int[size];
        int[] parentEdge = new int[size];
        Arrays.fill(parentEdge, -1);
        int[] cursor = new int[size];
        int timer = 0;
        long bridges = 0;
        for (int root = 0; root < size; root++) {
            if (disc[root] != -1) {
                continue;
            }
            disc[root] = low[root] = timer;
            timer++;
            Deque<Integer> stack = new ArrayDeque<>();
            stack.push(root);
            while (!stack.isEmpty()) {
                int u = stack.peek();
                if (cursor[u] < adj.get(u).size()) {
                    int[] next = adj.get(u).get(cursor[u]);
                    int v = next[0], idx = next[1];
                    cursor[u]++;
                    if (idx == parentEdge[u]) {
                        continue;
                    }
                    if (disc[v] == -1) {
                        parentEdge[v] = idx;
                        disc[v] = low[v] = timer;
                        timer++;
                        stack.push(v);
                    } else {
                        low[u] = Math.min(low[u], disc[v]);
                    }
                } else {
                    stack.pop();
                    if (!stack.isEmpty()) {
                        int p = stack.peek();
                        low[p] = Math.min(low[p], low[u]);
                        if (low[u] > disc[p]) {
                            bridges++;
                        }
                    }
                }
            }
        }
        return bridges;
    }
}
