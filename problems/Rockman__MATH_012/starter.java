class Solution {
    /** base**exponent modulo mod, by repeated squaring. */
    private static long modPow(long base, long exponent, long mod) {
        long result = 1;
        base %= mod;
        while (exponent > 0) {
            if ((exponent & 1) == 1) {
                result = result * base % mod;
            }
            base = base * base % mod;
            exponent >>= 1;
        }
        return result;
    }

    /** C(a, b) modulo p for 0 <= a < p and b >= 0, from the factorials modulo p. */
    private static long smallBinomial(long[] fact, long p, long a, long b) {
        if (b > a) {
            return 0;
        }
        return fact[(int) a] * modPow(fact[(int) b] * fact[(int) (a - b)], p - 2, p) % p;
    }

    /** C(n, k) modulo the prime p, for huge n and k. */
    public long binomialModPrime(long n, long k, long p) {
        long[] fact = new long[(int) p];
        fact[0] = 1;
        for (int i = 1; i < p; i++) {
            fact[i] = fact[i - 1] * i % p;
        }

        long result = 1;
        // Missing part: combine the base-p digits of n and k into result.
        return result;
    }
}
