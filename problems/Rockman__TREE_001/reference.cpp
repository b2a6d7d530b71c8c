#include <cstddef>
#include <optional>
#include <vector>

std::vector<long long> symmetric_order(const std::vector<std::optional<long long>>& level_order) {
    const long long n = static_cast<long long>(level_order.size());
    if (n == 0) {
        return {};
    }
    // left and right child positions (-1 for none) of every entry of level_order
    std::vector<long long> left(n, -1);
    std::vector<long long> right(n, -1);
    long long next = 1;
    for (long long i = 0; i < n; ++i) {
        if (!level_order[i].has_value()) {
            continue;
        }
        if (next < n && level_order[next].has_value()) {
            left[i] = next;
        }
        ++next;
        if (next < n && level_order[next].has_value()) {
            right[i] = next;
        }
        ++next;
    }
    std::vector<long long> out;
    std::vector<long long> stack;
    long long node = 0;
    while (!stack.empty() || node != -1) {
        while (node != -1) {
            stack.push_back(node);
            node = left[node];
        }
        node = stack.back();
        stack.pop_back();
        out.push_back(*level_order[node]);
        node = right[node];
    }
    return out;
}
