import java.util.*;

class Solution {
    private List<String> board;
    private int n;
    private boolean[] cols;
    private boolean[] diag; // indexed by r - c + n - 1
    private boolean[] anti; // indexed by r + c

    public long countQueenPlacements(List<String> board) {
        this.board = board;
        this.n = board.size();
        this.cols = new boolean[n];
        this.diag = new boolean[2 * n];
        this.anti = new boolean[2 * n];
        return place(0);
    }

    private long place(int r) {
        if (r == n) {
            return 1;
        }
        long total = 0;
        String row = board.get(r);
        for (int c = 0; c < n; c++) {
            int d = r - c + n - 1;
            if (row.charAt(c) == '#' || cols[c] || diag[d] || anti[r + c]) {
                continue;
            }
            cols[c] = diag[d] = anti[r + c] = true;
            total += place(r + 1);
            cols[c] = diag[d] = anti[r + c] = false;
        }
        return total;
    }
}
