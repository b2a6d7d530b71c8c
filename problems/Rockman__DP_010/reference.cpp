#include <algorithm>
#include <vector>
using namespace std;

// Largest total of non-neighbouring values in a straight row.
long long best_on_line(const std::vector<long long>& values) {
    long long take = 0, skip = 0;
    for (long long v : values) {
        long long next_take = skip + v;
        skip = max(take, skip);
        take = next_take;
    }
    return max(take, skip);
}

long long brightest_ring(const std::vector<long long>& lanterns) {
    size_t n = lanterns.size();
    if (n == 0) {
        return 0;
    }
    if (n == 1) {
        return lanterns[0];
    }
    // lantern 0 and lantern n - 1 are neighbours: drop one of them
    std::vector<long long> without_first(lanterns.begin() + 1, lanterns.end());
    std::vector<long long> without_last(lanterns.begin(), lanterns.end() - 1);
    return max(best_on_line(without_first), best_on_line(without_last));
}
