#include <algorithm>
#include <cstddef>
#include <vector>

long long tree_diameter(const std::vector<long long>& parents) {
    const std::size_t n = parents.size();
    std::vector<std::vector<std::size_t>> children(n);
    std::size_t root = 0;
    for (std::size_t node = 0; node < n; ++node) {
        if (parents[node] == -1) {
            root = node;
        } else {
            children[static_cast<std::size_t>(parents[node])].push_back(node);
        }
    }

    // breadth-first order from the root, so every parent precedes its children
    std::vector<std::size_t> order = {root};
    for (std::size_t i = 0; i < order.size(); ++i) {
        for (std::size_t child : children[order[i]]) {
            order.push_back(child);
        }
    }

    std::vector<long long> height(n, 0);  // edges on the longest downward path from each node
    long long best = 0;
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        long long first = 0;
        long long second = 0;
        for (std::size_t child : children[*it]) {
            long long h = height[child] + 1;
            if (h > first) {
                second = first;
                first = h;
            } else if (h > second) {
                second = h;
            }
        }
        height[*it] = first;
        best = std::max(best, first + second);
    }
    return best;
}
