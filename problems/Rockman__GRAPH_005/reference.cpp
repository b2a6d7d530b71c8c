#include <algorithm>
#include <cstddef>
#include <vector>

long long min_red_team(long long n, const std::vector<std::vector<long long>>& rivalries) {
    std::vector<std::vector<long long>> adjacent(n);
    for (const auto& rivalry : rivalries) {
        long long u = rivalry[0];
        long long v = rivalry[1];
        if (u == v) {
            return -1;
        }
        adjacent[u].push_back(v);
        adjacent[v].push_back(u);
    }
    std::vector<int> side(n, -1);
    long long red = 0;
    std::vector<long long> queue;
    for (long long start = 0; start < n; ++start) {
        if (side[start] != -1) {
            continue;
        }
        side[start] = 0;
        long long counts[2] = {1, 0};
        queue.assign(1, start);
        for (std::size_t head = 0; head < queue.size(); ++head) {
            long long u = queue[head];
            for (long long v : adjacent[u]) {
                if (side[v] == -1) {
                    side[v] = 1 - side[u];
                    ++counts[side[v]];
                    queue.push_back(v);
                } else if (side[v] == side[u]) {
                    return -1;
                }
            }
        }
        // each group is coloured independently: put its smaller side on Red
        red += std::min(counts[0], counts[1]);
    }
    return red;
}
