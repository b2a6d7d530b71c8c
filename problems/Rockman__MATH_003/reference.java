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

    public long firstFullAlignment(List<Long> periods, long limit) {
        long result = 1;
        for (long p : periods) {
            long q = result / gcd(result, p);
            // q * p > limit  <=>  q > limit / p (avoids overflowing the product)
            if (q > limit / p) return -1;
            result = q * p;
        }
        return result;
    }
}
