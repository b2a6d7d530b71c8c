class Solution {
    public long countBridges(long n, List<List<Long>> edges) {
        int size = (int) n;
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            adj.add(new ArrayList<>());
        }
        for (List<Long> edge : edges) {
            int u = edge.get(0).intValue(), v = edge.get(1).intValue();
            adj.get(u).add(v);
            adj.get(v).add(u);
        }
        int[] disc = new int[size];
        Arrays.fill(disc, -1);
        int[] low = new int[size];
        int[] parent = new int[size];
        Arrays.fill(parent, -1);
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
                    int v = adj.get(u).get(cursor[u]);
                    cursor[u]++;
                    if (v == parent[u]) {
                        continue;
                    }
                    if (disc[v] == -1) {
                        parent[v] = u;
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
