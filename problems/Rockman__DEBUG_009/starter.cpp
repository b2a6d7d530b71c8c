#include <functional>
#include <queue>
#include <utility>
#include <vector>
using namespace std;

long long fastest_arrival(long long n, const std::vector<std::vector<long long>>& roads, long long source, long long target) {
    vector<vector<pair<long long, long long>>> adj(n);
    for (const auto& road : roads) {
        long long u = road[0], v = road[1], w = road[2];
        adj[u].emplace_back(v, w);
        adj[v].emplace_back(u, w);
    }
    vector<long long> dist(n, -1);
    dist[source] = 0;
    vector<bool> seen(n, false);
    seen[source] = true;
    priority_queue<pair<long long, long long>, vector<pair<long long, long long>>, greater<>> heap;
    heap.emplace(0, source);
    while (!heap.empty()) {
        auto [d, u] = heap.top();
        heap.pop();
        for (const auto& [v, w] : adj[u]) {
            if (!seen[v]) {
                seen[v] = true;
                dist[v] = d + w;
                heap.emplace(dist[v], v);
            }
        }
    }
    return dist[target];
}
