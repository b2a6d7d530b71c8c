#include <algorithm>
#include <vector>
using namespace std;

long long count_bridges(long long n, const std::vector<std::vector<long long>>& edges) {
    vector<vector<long long>> adj(n);
    for (const auto& edge : edges) {
        long long u = edge[0], v = edge[1];
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    vector<long long> disc(n, -1);
    vector<long long> low(n, 0);
    vector<long long> parent(n, -1);
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
                long long v = adj[u][cursor[u]];
                ++cursor[u];
                if (v == parent[u]) {
                    continue;
                }
                if (disc[v] == -1) {
                    parent[v] = u;
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
