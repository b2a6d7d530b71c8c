#include <algorithm>
#include <cstddef>
#include <vector>

long long best_invitation(const std::vector<long long>& parents, const std::vector<long long>& mood) {
    const std::size_t n = parents.size();
    std::vector<std::vector<long long>> children(n);
    long long root = 0;
    for (std::size_t child = 0; child < n; ++child) {
        if (parents[child] == -1) {
            root = static_cast<long long>(child);
        } else {
            children[parents[child]].push_back(static_cast<long long>(child));
        }
    }
    std::vector<long long> order{root};
    for (std::size_t i = 0; i < order.size(); ++i) {
        for (long long child : children[order[i]]) {
            order.push_back(child);
        }
    }
    std::vector<long long> take(n, 0);  // best value in the subtree when the node is invited
    std::vector<long long> skip(n, 0);  // best value in the subtree when the node is not invited
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        const long long node = *it;
        take[node] = mood[node];
        for (long long child : children[node]) {
            take[node] += skip[child];
            skip[node] += std::max(take[child], skip[child]);
        }
    }
    return std::max({0LL, take[root], skip[root]});
}
