#include <algorithm>
#include <cstddef>
#include <tuple>
#include <vector>
using namespace std;

// Merge overlapping or touching closed intervals; return them sorted by start.
std::vector<std::tuple<long long, long long>> merge_intervals(
    const std::vector<std::tuple<long long, long long>>& intervals) {
    if (intervals.empty()) {
        return {};
    }
    std::vector<std::tuple<long long, long long>> ordered = intervals;
    std::sort(ordered.begin(), ordered.end());
    std::vector<std::tuple<long long, long long>> merged = {ordered[0]};
    for (std::size_t i = 1; i < ordered.size(); ++i) {
        auto [start, end] = ordered[i];
        auto [last_start, last_end] = merged.back();
        if (start <= last_end) {
            merged.back() = std::make_tuple(last_start, std::max(last_end, end));
        } else {
            merged.push_back(std::make_tuple(start, end));
        }
    }
    return merged;
}
