#include <functional>
#include <queue>
#include <utility>
#include <vector>
using namespace std;

long long min_cable_cost(long long n, const std::vector<std::vector<long long>>& cables) {
    vector<vector<pair<long long, long long>>> adj(n);
    for (const auto& cable : cables) {
        long long u = cable[0], v = cable[1], w = cable[2];
        adj[u].emplace_back(w, v);
        adj[v].emplace_back(w, u);
    }
    vector<bool> in_tree(n, false);
    in_tree[0] = true;
    priority_queue<pair<long long, long long>, vector<pair<long long, long long>>, greater<>> heap;
    heap.emplace(0, 0);
    long long total = 0;
    long long joined = 0;
    while (!heap.empty()) {
        auto [w, u] = heap.top();
        heap.pop();
        total += w;
        joined += 1;
        for (const auto& [w2, v] : adj[u]) {
            if (!in_tree[v]) {
                in_tree[v] = true;
                heap.emplace(w2, v);
            }
        }
    }
    return joined == n ? total : -1;
}
