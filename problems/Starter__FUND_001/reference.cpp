#include <cstddef>
#include <tuple>
#include <vector>

std::tuple<long long, long long> longest_within_budget(const std::vector<long long>& costs,
                                                       long long budget) {
    long long best_start = -1;
    long long best_len = 0;
    long long total = 0;
    std::size_t left = 0;
    for (std::size_t right = 0; right < costs.size(); ++right) {
        total += costs[right];
        while (total > budget) {
            total -= costs[left];
            ++left;
        }
        long long length = static_cast<long long>(right + 1) - static_cast<long long>(left);
        if (length > best_len) {
            best_start = static_cast<long long>(left);
            best_len = length;
        }
    }
    return {best_start, best_len};
}
