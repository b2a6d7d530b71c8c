import java.math.BigInteger;
import java.util.*;

class Solution {
    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    // inverse of a modulo m, for gcd(a, m) == 1 and m > 1
    private static long modInverse(long a, long m) {
        long oldR = a, r = m, oldS = 1, s = 0;
        while (r != 0) {
            long q = oldR / r;
            long t = oldR - q * r;
            oldR = r;
            r = t;
            t = oldS - q * s;
            oldS = s;
            s = t;
        }
        return Math.floorMod(oldS, m);
    }

    public long smallestCongruenceSolution(long a, long b, long m) {
        a = Math.floorMod(a, m);
        b = Math.floorMod(b, m);
        long d = gcd(a, m); // gcd(0, m) == m
        if (b % d != 0) return -1;
        a /= d;
        b /= d;
        m /= d;
        if (m == 1) return 0;
        // b * inverse can reach 10**24: multiply exactly
        return BigInteger.valueOf(b).multiply(BigInteger.valueOf(modInverse(a, m)))
                .mod(BigInteger.valueOf(m)).longValue();
    }
}
