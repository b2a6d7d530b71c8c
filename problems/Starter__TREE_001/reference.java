import java.util.*;

class Solution {
    public long treeDiameter(List<Long> parents) {
        int n = parents.size();
        List<List<Integer>> children = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            children.add(new ArrayList<>());
        }
        int root = 0;
        for (int node = 0; node < n; node++) {
            long parent = parents.get(node);
            if (parent == -1) {
                root = node;
            } else {
                children.get((int) parent).add(node);
            }
        }
        // breadth-first order from the root, so every parent precedes its children
        List<Integer> order = new ArrayList<>(n);
        order.add(root);
        for (int i = 0; i < order.size(); i++) {
            order.addAll(children.get(order.get(i)));
        }
        long[] height = new long[n];  // edges on the longest downward path from each node
        long best = 0;
        for (int i = order.size() - 1; i >= 0; i--) {
            int node = order.get(i);
            long first = 0, second = 0;
            for (int child : children.get(node)) {
                long h = height[child] + 1;
                if (h > first) {
                    second = first;
                    first = h;
                } else if (h > second) {
                    second = h;
                }
            }
            height[node] = first;
            best = Math.max(best, first + second);
        }
        return best;
    }
}
