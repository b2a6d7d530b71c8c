#include <numeric>
#include <vector>

long long first_full_alignment(const std::vector<long long>& periods, long long limit) {
    long long result = 1;
    for (long long p : periods) {
        long long q = result / std::gcd(result, p);
        // q * p > limit  <=>  q > limit / p (no overflow: q <= limit, p <= 10**9)
        if (q > limit / p) return -1;
        result = q * p;
    }
    return result;
}
