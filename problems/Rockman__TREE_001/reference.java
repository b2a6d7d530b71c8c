import java.util.*;

class Solution {
    public List<Long> symmetricOrder(List<Long> levelOrder) {
        int n = levelOrder.size();
        List<Long> out = new ArrayList<>();
        if (n == 0) {
            return out;
        }
        Long[] values = levelOrder.toArray(new Long[0]);
        // left and right child positions (-1 for none) of every entry of levelOrder
        int[] left = new int[n];
        int[] right = new int[n];
        Arrays.fill(left, -1);
        Arrays.fill(right, -1);
        int next = 1;
        for (int i = 0; i < n; i++) {
            if (values[i] == null) {
                continue;
            }
            if (next < n && values[next] != null) {
                left[i] = next;
            }
            next++;
            if (next < n && values[next] != null) {
                right[i] = next;
            }
            next++;
        }
        int[] stack = new int[n];
        int top = 0;
        int node = 0;
        while (top > 0 || node != -1) {
            while (node != -1) {
                stack[top++] = node;
                node = left[node];
            }
            node = stack[--top];
            out.add(values[node]);
            node = right[node];
        }
        return out;
    }
}
