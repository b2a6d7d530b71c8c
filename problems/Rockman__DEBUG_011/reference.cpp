#include <algorithm>
#include <utility>
#include <vector>
using namespace std;

long long count_bridges(long long n, const std::vector<std::vector<long long>>& edges) {
    // adj[u] holds (neighbour, edge index) pairs
    vector<vector<pair<long long, long long>>> adj(n);
    for (long long idx = 0; idx < static_cast<long long>(edges.size()); ++idx) {
        long long u = edges[idx][0], v = edges[idx][1];
        adj[u].emplace_back(v, idx);
        adj[v].emplace_back(u, idx);
    }
    vector<long long> disc(n, -1);
    vector<long long> low(n, 0);
    vector<long long> parent_edge(n, -1);
    vector<size_t> cursor(n, 0);
    long long timer = 0;
    long long bridges = 0;
    for (long long root = 0; root < n; ++root) {
        if (disc[root] != -1) {
            continue;
        }
        disc[root] = low[root] = timer;
        ++timer;
        vector<long long> stack = {root};
        while (!stack.empty()) {
            long long u = stack.back();
            if (cursor[u] < adj[u].size()) {
                auto [v, idx] = adj[u][cursor[u]];
                ++cursor[u];
                if (idx == parent_edge[u]) {
                    continue;
                }
                if (disc[v] == -1) {
                    parent_edge[v] = idx;
                    disc[v] = low[v] = timer;
                    ++timer;
                    stack.push_back(v);
                } else {
                    low[u] = min(low[u], disc[v]);
                }
            } else {
                stack.pop_back();
                if (!stack.empty()) {
                    long long p = stack.back();
                    low[p] = min(low[p], low[u]);
                    if (low[u] > disc[p]) {
                        ++bridges;
                    }
                }
            }
        }
    }
    return bridges;
}
