import java.util.*;

class Solution {
    private static long[] basePrimes = new long[0];
    private static long baseLimit = 0;

    private static long[] primesUpTo(int limit) {
        if (limit > baseLimit) {
            boolean[] composite = new boolean[limit + 1];
            composite[0] = true;
            composite[1] = true;
            for (int p = 2; (long) p * p <= limit; p++) {
                if (!composite[p]) {
                    for (int q = p * p; q <= limit; q += p) composite[q] = true;
                }
            }
            int n = 0;
            for (int p = 2; p <= limit; p++) if (!composite[p]) n++;
            long[] primes = new long[n];
            int k = 0;
            for (int p = 2; p <= limit; p++) if (!composite[p]) primes[k++] = p;
            basePrimes = primes;
            baseLimit = limit;
        }
        return basePrimes;
    }

    private static long isqrt(long n) {
        long r = (long) Math.sqrt((double) n);
        while (r * r > n) r--;
        while ((r + 1) * (r + 1) <= n) r++;
        return r;
    }

    public long primesInWindow(long low, long high) {
        long root = isqrt(high);
        int size = (int) (high - low + 1);
        boolean[] composite = new boolean[size];
        for (long p : primesUpTo((int) Math.max(root, 2))) {
            if (p > root) break;
            long start = Math.max(p * p, (low + p - 1) / p * p);
            for (long q = start; q <= high; q += p) composite[(int) (q - low)] = true;
        }
        if (low <= 1) composite[(int) (1 - low)] = true;
        long count = 0;
        for (boolean c : composite) if (!c) count++;
        return count;
    }
}
