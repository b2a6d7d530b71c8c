#include <algorithm>
#include <cstddef>
#include <vector>

long long min_refills(long long target, long long tank_range, const std::vector<long long>& stations) {
    std::vector<long long> ordered(stations);
    std::sort(ordered.begin(), ordered.end());
    ordered.erase(std::unique(ordered.begin(), ordered.end()), ordered.end());
    long long reach = tank_range;
    long long refills = 0;
    std::size_t i = 0;
    while (reach < target) {
        long long best = -1;
        // among the stations that just became reachable, refill at the farthest one
        while (i < ordered.size() && ordered[i] <= reach) {
            best = ordered[i];
            ++i;
        }
        if (best == -1) {
            return -1;
        }
        reach = best + tank_range;
        ++refills;
    }
    return refills;
}
