#include <functional>
#include <limits>
#include <queue>
#include <tuple>
#include <utility>
#include <vector>

std::tuple<long long, long long> shortest_route_count(long long n, const std::vector<std::vector<long long>>& edges) {
    const long long mod = 1000000007LL;
    const long long inf = std::numeric_limits<long long>::max();
    std::vector<std::vector<std::pair<long long, long long>>> roads(n);
    for (const auto& edge : edges) {
        roads[edge[0]].emplace_back(edge[1], edge[2]);
    }
    std::vector<long long> dist(n, inf);
    std::vector<long long> ways(n, 0);
    dist[0] = 0;
    ways[0] = 1;
    using Entry = std::pair<long long, long long>;  // (distance, junction)
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> heap;
    heap.emplace(0, 0);
    while (!heap.empty()) {
        auto [d, u] = heap.top();
        heap.pop();
        if (d > dist[u]) {
            continue;  // a stale entry: u was already settled with a shorter distance
        }
        for (const auto& [v, w] : roads[u]) {
            long long nd = d + w;
            if (nd < dist[v]) {
                dist[v] = nd;
                ways[v] = ways[u];
                heap.emplace(nd, v);
            } else if (nd == dist[v]) {
                ways[v] = (ways[v] + ways[u]) % mod;
            }
        }
    }
    if (dist[n - 1] == inf) {
        return {-1, 0};
    }
    return {dist[n - 1], ways[n - 1]};
}
