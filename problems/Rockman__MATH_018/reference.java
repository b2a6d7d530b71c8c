import java.util.*;

class Solution {
    /** base**exp modulo mod; mod <= 2 * 10**9, so a product of two residues fits in a long. */
    private static long powMod(long base, long exp, long mod) {
        long result = 1 % mod;
        base %= mod;
        while (exp > 0) {
            if ((exp & 1) == 1) {
                result = result * base % mod;
            }
            base = base * base % mod;
            exp >>= 1;
        }
        return result;
    }

    /** Smallest x in [0, p) with x * x % p == a % p, or -1 if there is none. */
    public long modularSqrt(long a, long p) {
        a %= p;
        if (a == 0) {
            return 0;
        }
        if (p == 2) {
            return a;
        }
        if (powMod(a, (p - 1) / 2, p) != 1) {
            return -1;
        }
        // write p - 1 = q * 2**s with q odd
        long q = p - 1, s = 0;
        while (q % 2 == 0) {
            q /= 2;
            s += 1;
        }
        // z: the smallest quadratic non-residue modulo p
        long z = 2;
        while (powMod(z, (p - 1) / 2, p) != p - 1) {
            z += 1;
        }
        long m = s, c = powMod(z, q, p), t = powMod(a, q, p), r = powMod(a, (q + 1) / 2, p);
        // Invariant: r * r == a * t, t has order dividing 2**(m - 1), c has order 2**m.
        while (t != 1) {
            long i = 0, t2 = t;
            while (t2 != 1) {
                t2 = t2 * t2 % p;
                i += 1;
            }
            long b = powMod(c, 1L << (m - i - 1), p);
            m = i;
            c = b * b % p;
            t = t * c % p;
            r = r * b % p;
        }
        return Math.min(r, p - r);
    }
}
