#include <string>
#include <vector>

namespace {

struct QueenSearch {
    const std::vector<std::string>& board;
    int n;
    std::vector<bool> cols, diag, anti;  // diag is indexed by r - c + n - 1, anti by r + c

    explicit QueenSearch(const std::vector<std::string>& b)
        : board(b), n(static_cast<int>(b.size())), cols(n), diag(2 * n), anti(2 * n) {}

    long long place(int r) {
        if (r == n) {
            return 1;
        }
        long long total = 0;
        for (int c = 0; c < n; ++c) {
            if (board[r][c] == '#' || cols[c] || diag[r - c + n - 1] || anti[r + c]) {
                continue;
            }
            cols[c] = diag[r - c + n - 1] = anti[r + c] = true;
            total += place(r + 1);
            cols[c] = diag[r - c + n - 1] = anti[r + c] = false;
        }
        return total;
    }
};

}  // namespace

long long count_queen_placements(const std::vector<std::string>& board) {
    QueenSearch search(board);
    return search.place(0);
}
