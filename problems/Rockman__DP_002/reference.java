import java.util.*;

class Solution {
    public long countRoutes(List<String> grid) {
        int rows = grid.size();
        int cols = grid.get(0).length();
        long[] ways = new long[cols]; // ways[c] = routes to (current row, c)
        for (int r = 0; r < rows; r++) {
            String row = grid.get(r);
            for (int c = 0; c < cols; c++) {
                if (row.charAt(c) == '#') {
                    ways[c] = 0;
                } else if (r == 0 && c == 0) {
                    ways[c] = 1;
                } else if (c > 0) {
                    ways[c] += ways[c - 1];
                }
            }
        }
        return ways[cols - 1];
    }
}
