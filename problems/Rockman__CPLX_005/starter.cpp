#include <unordered_set>
#include <vector>
using namespace std;

// Count the runs of consecutive readings that hold at most k different values.
long long count_calm_windows(const std::vector<long long>& readings, long long k) {
    long long total = 0;
    size_t left = 0;
    for (size_t right = 0; right < readings.size(); ++right) {
        // shrink the window from the left until it is calm again
        while (left <= right &&
               static_cast<long long>(std::unordered_set<long long>(
                   readings.begin() + left, readings.begin() + right + 1).size()) > k) {
            ++left;
        }
        // every window ending at right and starting in [left, right] is calm
        total += static_cast<long long>(right - left + 1);
    }
    return total;
}
