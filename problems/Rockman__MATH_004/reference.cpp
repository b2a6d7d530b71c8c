#include <numeric>

// inverse of a modulo m, for gcd(a, m) == 1 and m > 1
static long long mod_inverse(long long a, long long m) {
    long long old_r = a, r = m, old_s = 1, s = 0;
    while (r != 0) {
        long long q = old_r / r;
        long long t = old_r - q * r;
        old_r = r;
        r = t;
        t = old_s - q * s;
        old_s = s;
        s = t;
    }
    long long inv = old_s % m;
    return inv < 0 ? inv + m : inv;
}

long long smallest_congruence_solution(long long a, long long b, long long m) {
    a %= m;
    if (a < 0) a += m;
    b %= m;
    if (b < 0) b += m;
    long long d = std::gcd(a, m);  // gcd(0, m) == m
    if (b % d != 0) return -1;
    a /= d;
    b /= d;
    m /= d;
    if (m == 1) return 0;
    __int128 product = static_cast<__int128>(b) * mod_inverse(a, m);
    return static_cast<long long>(product % m);
}
