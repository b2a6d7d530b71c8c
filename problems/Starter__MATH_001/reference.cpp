#include <cstddef>
#include <vector>

long long count_primes_between(long long low, long long high) {
    if (high < 2 || low > high) {
        return 0;
    }
    std::vector<bool> is_prime(static_cast<std::size_t>(high) + 1, true);
    is_prime[0] = false;
    is_prime[1] = false;
    for (long long p = 2; p * p <= high; ++p) {
        if (is_prime[p]) {
            for (long long multiple = p * p; multiple <= high; multiple += p) {
                is_prime[multiple] = false;
            }
        }
    }
    long long count = 0;
    for (long long n = low < 0 ? 0 : low; n <= high; ++n) {
        if (is_prime[n]) {
            ++count;
        }
    }
    return count;
}
