import java.util.*;

class Solution {
    /** Count the integers x in [1, n] with gcd(x, m) == 1. */
    public long countCoprimeUpTo(long n, long m) {
        List<Long> primes = new ArrayList<>();
        long rest = m;
        long d = 2;
        while (d * d <= rest) {
            if (rest % d == 0) {
                primes.add(d);
                while (rest % d == 0) {
                    rest /= d;
                }
            }
            d += 1;
        }
        if (rest > 1) {
            primes.add(rest); // the prime factor left above the square root
        }
        long total = 0;
        for (long mask = 0; mask < (1L << primes.size()); mask++) {
            long product = 1;
            int bits = 0;
            for (int i = 0; i < primes.size(); i++) {
                if ((mask >> i & 1) == 1) {
                    product *= primes.get(i);
                    bits += 1;
                }
            }
            total += bits % 2 == 1 ? -(n / product) : n / product;
        }
        return total;
    }
}
