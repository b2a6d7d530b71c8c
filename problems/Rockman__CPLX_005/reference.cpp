#include <unordered_map>
#include <vector>
using namespace std;

// Count the runs of consecutive readings that hold at most k different values.
long long count_calm_windows(const std::vector<long long>& readings, long long k) {
    std::unordered_map<long long, long long> inside;  // value -> occurrences in the current window
    long long total = 0;
    size_t left = 0;
    for (size_t right = 0; right < readings.size(); ++right) {
        ++inside[readings[right]];
        // shrink the window from the left until it is calm again
        while (static_cast<long long>(inside.size()) > k) {
            long long gone = readings[left];
            if (--inside[gone] == 0) {
                inside.erase(gone);
            }
            ++left;
        }
        // every window ending at right and starting in [left, right] is calm
        total += static_cast<long long>(right - left + 1);
    }
    return total;
}
