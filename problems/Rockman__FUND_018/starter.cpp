#include <algorithm>
#include <vector>
using namespace std;

std::vector<std::vector<long long>> busy_blocks(const std::vector<std::vector<long long>>& bookings) {
    std::vector<std::vector<long long>> sorted_bookings = bookings;
    sort(sorted_bookings.begin(), sorted_bookings.end());
    std::vector<std::vector<long long>> blocks;
    for (const auto& booking : sorted_bookings) {
        long long start = booking[0], end = booking[1];
        if (!blocks.empty() && start <= blocks.back()[1]) {
            // the booking overlaps or touches the last block: extend that block
            blocks.back()[1] = end;
        } else {
            blocks.push_back({start, end});
        }
    }
    return blocks;
}
