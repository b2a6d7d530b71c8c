class Solution {
    public boolean isSearchTree(List<Long> levelOrder) {
        int n = levelOrder.size();
        if (n == 0) {
            return true;
        }
        // children positions from the level-order layout
        int[] left = new int[n];
        int[] right = new int[n];
        Arrays.fill(left, -1);
        Arrays.fill(right, -1);
        int nxt = 1;
        for (int i = 0; i < n; i++) {
            if (levelOrder.get(i) == null) {
                continue;
            }
            if (nxt < n && levelOrder.get(nxt) != null) {
                left[i] = nxt;
            }
            if (nxt + 1 < n && levelOrder.get(nxt + 1) != null) {
                right[i] = nxt + 1;
            }
            nxt += 2;
        }
        // every node must lie strictly between the bounds inherited from its ancestors
        Deque<long[]> stack = new ArrayDeque<>();
        stack.push(new long[] {0, -1_000_000_000L, 1_000_000_000L});
        while (!stack.isEmpty()) {
            long[] top = stack.pop();
            int node = (int) top[0];
            long low = top[1], high = top[2];
            long value = levelOrder.get(node);
            if (!(low < value && value < high)) {
                return false;
            }
            if (left[node] != -1) {
                stack.push(new long[] {left[node], low, value});
            }
            if (right[node] != -1) {
                stack.push(new long[] {right[node], value, high});
            }
        }
        return true;
    }
}
