#include <cstddef>
#include <optional>
#include <vector>

std::vector<long long> depth_totals(const std::vector<std::optional<long long>>& level_order) {
    const std::size_t n = level_order.size();
    std::vector<long long> totals;
    if (n == 0) {
        return totals;
    }
    std::vector<std::size_t> depth(n, 0);
    std::size_t next = 1;
    for (std::size_t i = 0; i < n; ++i) {
        if (!level_order[i].has_value()) {
            continue;
        }
        const std::size_t d = depth[i];
        if (d == totals.size()) {
            totals.push_back(0);
        }
        totals[d] += *level_order[i];
        // the next two entries are this node's children
        for (std::size_t child = next; child < next + 2; ++child) {
            if (child < n) {
                depth[child] = d + 1;
            }
        }
        next += 2;
    }
    return totals;
}
