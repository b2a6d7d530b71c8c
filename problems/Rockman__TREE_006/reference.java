import java.util.*;

class Solution {
    public long bestInvitation(List<Long> parents, List<Long> mood) {
        int n = parents.size();
        List<List<Integer>> children = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            children.add(new ArrayList<>());
        }
        int root = 0;
        for (int child = 0; child < n; child++) {
            int parent = (int) (long) parents.get(child);
            if (parent == -1) {
                root = child;
            } else {
                children.get(parent).add(child);
            }
        }
        int[] order = new int[n];
        int size = 0;
        order[size++] = root;
        for (int i = 0; i < size; i++) {
            for (int child : children.get(order[i])) {
                order[size++] = child;
            }
        }
        long[] take = new long[n];  // best value in the subtree when the node is invited
        long[] skip = new long[n];  // best value in the subtree when the node is not invited
        for (int i = size - 1; i >= 0; i--) {
            int node = order[i];
            take[node] = mood.get(node);
            for (int child : children.get(node)) {
                take[node] += skip[child];
                skip[node] += Math.max(take[child], skip[child]);
            }
        }
        return Math.max(0, Math.max(take[root], skip[root]));
    }
}
