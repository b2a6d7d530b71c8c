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
    vector<bool> done(n, false);
    dist[source] = 0;
    priority_queue<pair<long long, long long>, vector<pair<long long, long long>>, greater<>> heap;
    heap.emplace(0, source);
    while (!heap.empty()) {
        auto [d, u] = heap.top();
        heap.pop();
        if (done[u]) {
            continue;
        }
        done[u] = true;
        if (u == target) {
            return d;
        }
        for (const auto& [v, w] : adj[u]) {
            long long nd = d + w;
            if (!done[v] && (dist[v] == -1 || nd < dist[v])) {
                dist[v] = nd;
                heap.emplace(nd, v);
            }
        }
    }
    return done[target] ? dist[target] : -1;
}
