#include <algorithm>
#include <cstddef>
#include <vector>

long long best_haul(const std::vector<long long>& weights, const std::vector<long long>& values,
                    long long capacity) {
    // best[c] = largest payment with total weight at most c, using the packages seen so far
    std::vector<long long> best(static_cast<std::size_t>(capacity) + 1, 0);
    const std::size_t n = std::min(weights.size(), values.size());
    for (std::size_t k = 0; k < n; ++k) {
        const long long w = weights[k];
        const long long v = values[k];
        for (long long c = capacity; c >= w; --c) {
            const long long candidate = best[c - w] + v;
            if (candidate > best[c]) {
                best[c] = candidate;
            }
        }
    }
    return best[capacity];
}
