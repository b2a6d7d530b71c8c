import java.util.*;

class Solution {
    public List<Long> depthTotals(List<Long> levelOrder) {
        int n = levelOrder.size();
        List<Long> totals = new ArrayList<>();
        if (n == 0) {
            return totals;
        }
        Long[] values = levelOrder.toArray(new Long[0]);
        int[] depth = new int[n];
        int next = 1;
        for (int i = 0; i < n; i++) {
            Long value = values[i];
            if (value == null) {
                continue;
            }
            int d = depth[i];
            if (d == totals.size()) {
                totals.add(0L);
            }
            totals.set(d, totals.get(d) + value);
            // the next two entries are this node's children
            for (int child = next; child < next + 2; child++) {
                if (child < n) {
                    depth[child] = d + 1;
                }
            }
            next += 2;
        }
        return totals;
    }
}
