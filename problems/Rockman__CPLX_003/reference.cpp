#include <algorithm>
#include <numeric>

long long nth_chime(long long n, long long a, long long b) {
    long long both = a / std::gcd(a, b) * b;
    auto chimes_up_to = [&](long long t) { return t / a + t / b - t / both; };
    long long lo = 1, hi = n * std::min(a, b);
    while (lo < hi) {
        long long mid = lo + (hi - lo) / 2;
        if (chimes_up_to(mid) >= n) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    return lo;
}
