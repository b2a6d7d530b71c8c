#include <vector>
using namespace std;

// Count the integers x in [1, n] with gcd(x, m) == 1.
long long count_coprime_up_to(long long n, long long m) {
    std::vector<long long> primes;
    long long rest = m;
    long long d = 2;
    while (d * d <= rest) {
        if (rest % d == 0) {
            primes.push_back(d);
            while (rest % d == 0) {
                rest /= d;
            }
        }
        d += 1;
    }
    long long total = 0;
    for (long long mask = 0; mask < (1LL << primes.size()); ++mask) {
        long long product = 1;
        int bits = 0;
        for (size_t i = 0; i < primes.size(); ++i) {
            if (mask >> i & 1) {
                product *= primes[i];
                bits += 1;
            }
        }
        total += bits % 2 ? -(n / product) : n / product;
    }
    return total;
}
