#include <cmath>
#include <vector>

static std::vector<long long> base_primes;
static long long base_limit = 0;

static const std::vector<long long>& primes_up_to(long long limit) {
    if (limit > base_limit) {
        std::vector<char> flags(limit + 1, 1);
        flags[0] = flags[1] = 0;
        for (long long p = 2; p * p <= limit; ++p) {
            if (flags[p]) {
                for (long long q = p * p; q <= limit; q += p) flags[q] = 0;
            }
        }
        base_primes.clear();
        for (long long p = 2; p <= limit; ++p) {
            if (flags[p]) base_primes.push_back(p);
        }
        base_limit = limit;
    }
    return base_primes;
}

static long long isqrt_ll(long long n) {
    long long r = static_cast<long long>(std::sqrt(static_cast<double>(n)));
    while (r * r > n) --r;
    while ((r + 1) * (r + 1) <= n) ++r;
    return r;
}

long long primes_in_window(long long low, long long high) {
    long long root = isqrt_ll(high);
    long long size = high - low + 1;
    std::vector<char> is_prime(size, 1);
    for (long long p : primes_up_to(root > 2 ? root : 2)) {
        if (p > root) break;
        long long start = (low + p - 1) / p * p;
        if (start < p * p) start = p * p;
        for (long long q = start; q <= high; q += p) is_prime[q - low] = 0;
    }
    if (low <= 1) is_prime[1 - low] = 0;
    long long count = 0;
    for (char c : is_prime) count += c;
    return count;
}
