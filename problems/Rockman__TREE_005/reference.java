import java.util.*;

class FamilyTree {
    private final int[] depth;
    private final int levels;
    private final int[][] up;  // up[j][x] = the 2**j-th ancestor of x, or -1

    public FamilyTree(List<Long> parents) {
        int n = parents.size();
        int[] parent = new int[n];
        int[] childCount = new int[n];
        int root = 0;
        for (int child = 0; child < n; child++) {
            parent[child] = (int) (long) parents.get(child);
            if (parent[child] == -1) {
                root = child;
            } else {
                childCount[parent[child]]++;
            }
        }
        // children of node x are children[start[x] .. start[x + 1])
        int[] start = new int[n + 1];
        for (int x = 0; x < n; x++) {
            start[x + 1] = start[x] + childCount[x];
        }
        int[] fill = Arrays.copyOf(start, n);
        int[] children = new int[Math.max(n - 1, 0)];
        for (int child = 0; child < n; child++) {
            if (parent[child] != -1) {
                children[fill[parent[child]]++] = child;
            }
        }
        // depths in BFS order, so every parent is handled before its children
        depth = new int[n];
        int[] order = new int[n];
        int size = 0;
        order[size++] = root;
        int maxDepth = 0;
        for (int i = 0; i < size; i++) {
            int node = order[i];
            for (int c = start[node]; c < start[node + 1]; c++) {
                int child = children[c];
                depth[child] = depth[node] + 1;
                maxDepth = Math.max(maxDepth, depth[child]);
                order[size++] = child;
            }
        }
        int bits = 0;
        while ((1L << bits) <= maxDepth) {
            bits++;
        }
        levels = Math.max(1, bits);
        up = new int[levels][];
        up[0] = parent;
        for (int j = 1; j < levels; j++) {
            int[] prev = up[j - 1];
            int[] next = new int[n];
            for (int x = 0; x < n; x++) {
                next[x] = prev[x] == -1 ? -1 : prev[prev[x]];
            }
            up[j] = next;
        }
    }

    public long ancestor(long u, long k) {
        int node = (int) u;
        if (k > depth[node]) {
            return -1;
        }
        for (int j = 0; k != 0; j++, k >>= 1) {
            if ((k & 1) != 0) {
                node = up[j][node];
            }
        }
        return node;
    }

    public long commonAncestor(long u, long v) {
        int a = (int) u;
        int b = (int) v;
        if (depth[a] < depth[b]) {
            int t = a;
            a = b;
            b = t;
        }
        a = (int) ancestor(a, depth[a] - depth[b]);
        if (a == b) {
            return a;
        }
        for (int j = levels - 1; j >= 0; j--) {
            if (up[j][a] != up[j][b]) {
                a = up[j][a];
                b = up[j][b];
            }
        }
        return up[0][a];
    }

    public long distance(long u, long v) {
        int w = (int) commonAncestor(u, v);
        return depth[(int) u] + depth[(int) v] - 2L * depth[w];
    }

    public long stepToward(long u, long v, long k) {
        int w = (int) commonAncestor(u, v);
        long upSteps = depth[(int) u] - depth[w];
        long downSteps = depth[(int) v] - depth[w];
        if (k > upSteps + downSteps) {
            return -1;
        }
        if (k <= upSteps) {
            return ancestor(u, k);
        }
        return ancestor(v, upSteps + downSteps - k);
    }
}
