#include <algorithm>
#include <cstddef>
#include <vector>

namespace {

// Counts the drops inside a[lo, hi) and leaves that range sorted ascending.
long long solve(std::vector<long long>& a, std::vector<long long>& buffer, std::size_t lo,
                std::size_t hi, long long margin) {
    if (hi - lo <= 1) {
        return 0;
    }
    std::size_t mid = lo + (hi - lo) / 2;
    long long count = solve(a, buffer, lo, mid, margin) + solve(a, buffer, mid, hi, margin);
    // x from the left half and y from the right half form a drop when y < x - margin
    for (std::size_t i = lo; i < mid; ++i) {
        count += std::lower_bound(a.begin() + mid, a.begin() + hi, a[i] - margin) - (a.begin() + mid);
    }
    std::merge(a.begin() + lo, a.begin() + mid, a.begin() + mid, a.begin() + hi, buffer.begin() + lo);
    std::copy(buffer.begin() + lo, buffer.begin() + hi, a.begin() + lo);
    return count;
}

}  // namespace

long long count_drops(const std::vector<long long>& values, long long margin) {
    std::vector<long long> a(values);
    std::vector<long long> buffer(values.size());
    return solve(a, buffer, 0, a.size(), margin);
}
