#include <cstddef>
#include <string>
#include <vector>

long long count_routes(const std::vector<std::string>& grid) {
    const std::size_t rows = grid.size();
    const std::size_t cols = grid[0].size();
    std::vector<long long> ways(cols, 0);  // ways[c] = routes to (current row, c)
    for (std::size_t r = 0; r < rows; ++r) {
        for (std::size_t c = 0; c < cols; ++c) {
            if (grid[r][c] == '#') {
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
