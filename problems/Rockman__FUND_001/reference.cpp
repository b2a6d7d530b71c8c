#include <algorithm>
#include <cstddef>
#include <vector>

long long longest_rising_streak(const std::vector<long long>& readings) {
    if (readings.empty()) {
        return 0;
    }
    long long best = 1;
    long long current = 1;
    for (std::size_t i = 1; i < readings.size(); ++i) {
        if (readings[i] > readings[i - 1]) {
            ++current;
        } else {
            current = 1;
        }
        best = std::max(best, current);
    }
    return best;
}
