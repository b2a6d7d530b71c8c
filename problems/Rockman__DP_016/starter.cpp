#include <algorithm>
#include <string>
#include <vector>
using namespace std;

long long retype_cost(const std::string& source, const std::string& target, long long insert_cost, long long delete_cost, long long replace_cost) {
    size_t n = source.size(), m = target.size();
    // cost[j] for the current row i = cheapest way to turn source[:i] into target[:j]
    std::vector<long long> cost(m + 1);
    for (size_t j = 0; j <= m; j++) {
        cost[j] = static_cast<long long>(j) * insert_cost;
    }
    for (size_t i = 1; i <= n; i++) {
        std::vector<long long> previous = cost;
        cost.assign(m + 1, 0);
        cost[0] = static_cast<long long>(i) * delete_cost;
        for (size_t j = 1; j <= m; j++) {
            long long keep = previous[j - 1] + (source[i - 1] == target[j - 1] ? 0 : replace_cost);
            long long drop = previous[j] + insert_cost;
            long long add = cost[j - 1] + delete_cost;
            cost[j] = min({keep, drop, add});
        }
    }
    return cost[m];
}
