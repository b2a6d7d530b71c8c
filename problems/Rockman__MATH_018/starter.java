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
        // Missing part: the Tonelli-Shanks loop. While t != 1, find the least i with
        // t**(2**i) == 1 (mod p), then update m, c, t and r so that r * r == a * t (mod p)
        // keeps holding and m decreases; once t == 1, r is a square root of a modulo p.
        return Math.min(r, p - r);
    }
}
