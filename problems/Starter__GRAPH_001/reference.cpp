#include <cstddef>
#include <deque>
#include <string>
#include <utility>
#include <vector>

long long portal_steps(const std::vector<std::string>& grid) {
    const int rows = static_cast<int>(grid.size());
    const int cols = static_cast<int>(grid[0].size());
    std::vector<std::vector<std::pair<int, int>>> portals(26);
    std::pair<int, int> start{0, 0};
    std::pair<int, int> end{0, 0};
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            char cell = grid[r][c];
            if (cell == 'S') {
                start = {r, c};
            } else if (cell == 'E') {
                end = {r, c};
            } else if (cell >= 'a' && cell <= 'z') {
                portals[cell - 'a'].push_back({r, c});
            }
        }
    }
    std::vector<std::vector<long long>> dist(rows, std::vector<long long>(cols, -1));
    std::deque<std::pair<int, int>> queue;
    dist[start.first][start.second] = 0;
    queue.push_back(start);
    while (!queue.empty()) {
        auto [r, c] = queue.front();
        queue.pop_front();
        if (std::make_pair(r, c) == end) {
            return dist[r][c];
        }
        std::vector<std::pair<int, int>> nexts = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
        char cell = grid[r][c];
        if (cell >= 'a' && cell <= 'z' && portals[cell - 'a'].size() == 2) {
            const auto& pair = portals[cell - 'a'];
            nexts.push_back(pair[0] == std::make_pair(r, c) ? pair[1] : pair[0]);
        }
        for (auto [nr, nc] : nexts) {
            if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr][nc] != '#' &&
                dist[nr][nc] < 0) {
                dist[nr][nc] = dist[r][c] + 1;
                queue.push_back({nr, nc});
            }
        }
    }
    return -1;
}
