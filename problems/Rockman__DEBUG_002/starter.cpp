#include <algorithm>
#include <vector>
using namespace std;

long long covered_length(const std::vector<std::vector<long long>>& intervals) {
    std::vector<std::vector<long long>> sorted_intervals = intervals;
    sort(sorted_intervals.begin(), sorted_intervals.end());
    long long total = 0;
    bool open = false;
    long long cur_start = 0, cur_end = 0;
    for (const auto& interval : sorted_intervals) {
        long long start = interval[0], end = interval[1];
        if (!open || start > cur_end) {
            if (open) {
                total += cur_end - cur_start;
            }
            cur_start = start;
            cur_end = end;
            open = true;
        } else {
            cur_end = end;
        }
    }
    if (open) {
        total += cur_end - cur_start;
    }
    return total;
}
