#include <vector>
using namespace std;

// base**exponent modulo mod, by repeated squaring.
long long mod_pow(long long base, long long exponent, long long mod) {
    long long result = 1;
    base %= mod;
    while (exponent > 0) {
        if (exponent & 1) {
            result = result * base % mod;
        }
        base = base * base % mod;
        exponent >>= 1;
    }
    return result;
}

// C(n, k) modulo the prime p, for huge n and k.
long long binomial_mod_prime(long long n, long long k, long long p) {
    std::vector<long long> fact(p, 1);
    for (long long i = 1; i < p; ++i) {
        fact[i] = fact[i - 1] * i % p;
    }

    // C(a, b) modulo p for 0 <= a < p and b >= 0.
    auto small_binomial = [&](long long a, long long b) -> long long {
        if (b > a) {
            return 0;
        }
        return fact[a] * mod_pow(fact[b] * fact[a - b], p - 2, p) % p;
    };

    long long result = 1;
    // Missing part: combine the base-p digits of n and k into result.
    return result;
}
