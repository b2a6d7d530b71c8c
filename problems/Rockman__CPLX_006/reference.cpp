#include <algorithm>
#include <vector>

long long affordable_pairs(const std::vector<long long>& prices, long long budget) {
    std::vector<long long> ordered(prices);
    std::sort(ordered.begin(), ordered.end());
    long long lo = 0, hi = static_cast<long long>(ordered.size()) - 1, count = 0;
    while (lo < hi) {
        if (ordered[lo] + ordered[hi] <= budget) {
            count += hi - lo;  // ordered[lo] pairs with every item in (lo, hi]
            ++lo;
        } else {
            --hi;
        }
    }
    return count;
}
