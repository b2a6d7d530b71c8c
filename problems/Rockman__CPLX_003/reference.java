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

    public long nthChime(long n, long a, long b) {
        long both = a / gcd(a, b) * b;
        long lo = 1, hi = n * Math.min(a, b);
        while (lo < hi) {
            long mid = lo + (hi - lo) / 2;
            long chimes = mid / a + mid / b - mid / both;
            if (chimes >= n) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }
}
