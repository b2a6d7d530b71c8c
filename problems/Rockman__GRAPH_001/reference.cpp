#include <cstddef>
#include <vector>

std::vector<long long> hop_distances(long long n, const std::vector<std::vector<long long>>& edges) {
    std::vector<std::vector<long long>> adjacent(n);
    for (const auto& edge : edges) {
        adjacent[edge[0]].push_back(edge[1]);
        adjacent[edge[1]].push_back(edge[0]);
    }
    std::vector<long long> dist(n, -1);
    dist[0] = 0;
    std::vector<long long> queue{0};
    for (std::size_t head = 0; head < queue.size(); ++head) {
        long long u = queue[head];
        for (long long v : adjacent[u]) {
            if (dist[v] == -1) {
                dist[v] = dist[u] + 1;
                queue.push_back(v);
            }
        }
    }
    return dist;
}
