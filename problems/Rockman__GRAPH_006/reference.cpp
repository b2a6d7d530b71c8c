#include <algorithm>
#include <cstddef>
#include <numeric>
#include <tuple>
#include <vector>

long long min_network_cost(long long n, const std::vector<std::vector<long long>>& links, const std::vector<long long>& required) {
    std::vector<long long> parent(n);
    std::iota(parent.begin(), parent.end(), 0LL);
    auto find = [&](long long x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    };
    auto unite = [&](long long a, long long b) {
        long long ra = find(a);
        long long rb = find(b);
        if (ra == rb) {
            return false;
        }
        parent[ra] = rb;
        return true;
    };

    std::vector<bool> forced(links.size(), false);
    for (long long index : required) {
        forced[index] = true;
    }
    long long total = 0;
    long long components = n;
    std::vector<std::tuple<long long, long long, long long>> optional;
    for (std::size_t i = 0; i < links.size(); ++i) {
        long long u = links[i][0], v = links[i][1], w = links[i][2];
        if (forced[i] || w < 0) {
            // required cables and subsidised cables are always built
            total += w;
            if (unite(u, v)) {
                --components;
            }
        } else {
            optional.emplace_back(w, u, v);
        }
    }
    std::sort(optional.begin(), optional.end());
    for (const auto& [w, u, v] : optional) {
        if (components == 1) {
            break;
        }
        if (unite(u, v)) {
            total += w;
            --components;
        }
    }
    return components == 1 ? total : -1;
}
