import java.util.*;

class Solution {
    public long minRedTeam(long n, List<List<Long>> rivalries) {
        int size = (int) n;
        List<List<Integer>> adjacent = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            adjacent.add(new ArrayList<>());
        }
        for (List<Long> rivalry : rivalries) {
            int u = rivalry.get(0).intValue();
            int v = rivalry.get(1).intValue();
            if (u == v) {
                return -1;
            }
            adjacent.get(u).add(v);
            adjacent.get(v).add(u);
        }
        int[] side = new int[size];
        Arrays.fill(side, -1);
        long red = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int start = 0; start < size; start++) {
            if (side[start] != -1) {
                continue;
            }
            side[start] = 0;
            long[] counts = {1, 0};
            queue.add(start);
            while (!queue.isEmpty()) {
                int u = queue.poll();
                for (int v : adjacent.get(u)) {
                    if (side[v] == -1) {
                        side[v] = 1 - side[u];
                        counts[side[v]]++;
                        queue.add(v);
                    } else if (side[v] == side[u]) {
                        return -1;
                    }
                }
            }
            // each group is coloured independently: put its smaller side on Red
            red += Math.min(counts[0], counts[1]);
        }
        return red;
    }
}
