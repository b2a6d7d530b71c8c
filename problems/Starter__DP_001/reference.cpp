#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

long long weighted_edit_cost(const std::string& source, const std::string& target,
                             long long insert_cost, long long delete_cost,
                             long long replace_cost) {
    const std::size_t m = target.size();
    // prev[j] = cost of turning source[:i] into target[:j] for the previous i
    std::vector<long long> prev(m + 1);
    for (std::size_t j = 0; j <= m; ++j) {
        prev[j] = static_cast<long long>(j) * insert_cost;
    }
    std::vector<long long> cur(m + 1);
    for (std::size_t i = 1; i <= source.size(); ++i) {
        cur[0] = static_cast<long long>(i) * delete_cost;
        for (std::size_t j = 1; j <= m; ++j) {
            long long best = prev[j - 1] + (source[i - 1] == target[j - 1] ? 0 : replace_cost);
            best = std::min({best, prev[j] + delete_cost, cur[j - 1] + insert_cost});
            cur[j] = best;
        }
        std::swap(prev, cur);
    }
    return prev[m];
}
