import java.util.*;

class Solution {
    public long portalSteps(List<String> grid) {
        int rows = grid.size(), cols = grid.get(0).length();
        int start = 0, end = 0;
        Map<Character, List<Integer>> portals = new HashMap<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                char cell = grid.get(r).charAt(c);
                if (cell == 'S') {
                    start = r * cols + c;
                } else if (cell == 'E') {
                    end = r * cols + c;
                } else if (cell >= 'a' && cell <= 'z') {
                    portals.computeIfAbsent(cell, x -> new ArrayList<>()).add(r * cols + c);
                }
            }
        }
        int[] partner = new int[rows * cols];
        Arrays.fill(partner, -1);
        for (List<Integer> cells : portals.values()) {
            if (cells.size() == 2) {
                partner[cells.get(0)] = cells.get(1);
                partner[cells.get(1)] = cells.get(0);
            }
        }
        int[] dist = new int[rows * cols];
        Arrays.fill(dist, -1);
        dist[start] = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(start);
        int[][] moves = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        while (!queue.isEmpty()) {
            int cell = queue.poll();
            if (cell == end) {
                return dist[cell];
            }
            int r = cell / cols, c = cell % cols;
            List<Integer> nexts = new ArrayList<>(5);
            for (int[] move : moves) {
                int nr = r + move[0], nc = c + move[1];
                if (nr >= 0 && nr < rows && nc >= 0 && nc < cols) {
                    nexts.add(nr * cols + nc);
                }
            }
            if (partner[cell] >= 0) {
                nexts.add(partner[cell]);
            }
            for (int next : nexts) {
                if (grid.get(next / cols).charAt(next % cols) != '#' && dist[next] == -1) {
                    dist[next] = dist[cell] + 1;
                    queue.add(next);
                }
            }
        }
        return -1;
    }
}
