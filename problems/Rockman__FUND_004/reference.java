import java.util.*;

class Solution {
    public long fewestSwaps(List<Long> labels) {
        int n = labels.size();
        long[] values = new long[n];
        for (int i = 0; i < n; i++) {
            values[i] = labels.get(i);
        }
        // target[i] = position that the book now at i must end up in
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Long.compare(values[a], values[b]));
        int[] target = new int[n];
        for (int rank = 0; rank < n; rank++) {
            target[order[rank]] = rank;
        }
        boolean[] visited = new boolean[n];
        long swaps = 0;
        for (int start = 0; start < n; start++) {
            if (visited[start]) {
                continue;
            }
            long length = 0;
            int i = start;
            while (!visited[i]) {
                visited[i] = true;
                i = target[i];
                length++;
            }
            swaps += length - 1;
        }
        return swaps;
    }
}
