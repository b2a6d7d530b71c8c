#include <algorithm>
#include <vector>
using namespace std;

long long min_rate(const std::vector<long long>& jobs, long long hours) {
    auto hours_needed = [&jobs](long long rate) {
        long long total = 0;
        for (long long pages : jobs) {
            total += (pages + rate - 1) / rate;
        }
        return total;
    };

    long long lo = 1, hi = *max_element(jobs.begin(), jobs.end());
    while (lo < hi) {
        long long mid = (lo + hi) / 2;
        if (hours_needed(mid) <= hours) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    return lo;
}
