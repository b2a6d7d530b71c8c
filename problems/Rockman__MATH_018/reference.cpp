#include <algorithm>
using namespace std;

// base**exp modulo mod; mod <= 2 * 10**9, so a product of two residues fits in long long.
long long pow_mod(long long base, long long exp, long long mod) {
    long long result = 1 % mod;
    base %= mod;
    while (exp > 0) {
        if (exp & 1) {
            result = result * base % mod;
        }
        base = base * base % mod;
        exp >>= 1;
    }
    return result;
}

// Smallest x in [0, p) with x * x % p == a % p, or -1 if there is none.
long long modular_sqrt(long long a, long long p) {
    a %= p;
    if (a == 0) {
        return 0;
    }
    if (p == 2) {
        return a;
    }
    if (pow_mod(a, (p - 1) / 2, p) != 1) {
        return -1;
    }
    // write p - 1 = q * 2**s with q odd
    long long q = p - 1, s = 0;
    while (q % 2 == 0) {
        q /= 2;
        s += 1;
    }
    // z: the smallest quadratic non-residue modulo p
    long long z = 2;
    while (pow_mod(z, (p - 1) / 2, p) != p - 1) {
        z += 1;
    }
    long long m = s, c = pow_mod(z, q, p), t = pow_mod(a, q, p), r = pow_mod(a, (q + 1) / 2, p);
    // Invariant: r * r == a * t, t has order dividing 2**(m - 1), c has order 2**m.
    while (t != 1) {
        long long i = 0, t2 = t;
        while (t2 != 1) {
            t2 = t2 * t2 % p;
            i += 1;
        }
        long long b = pow_mod(c, 1LL << (m - i - 1), p);
        m = i;
        c = b * b % p;
        t = t * c % p;
        r = r * b % p;
    }
    return min(r, p - r);
}
