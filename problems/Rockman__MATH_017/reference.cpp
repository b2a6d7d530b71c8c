// Whether base ** k <= limit, for base >= 1 and limit >= 0 (stops before the power can overflow).
bool power_at_most(long long base, long long k, long long limit) {
    long long power = 1;
    for (long long i = 0; i < k; ++i) {
        if (power > limit / base) {
            return false;
        }
        power *= base;
    }
    return true;
}

// Largest integer r >= 0 with r ** k <= n.
long long integer_root(long long n, long long k) {
    if (n < 2) {
        return n;
    }
    long long lo = 1, hi = n;
    while (lo < hi) {
        long long mid = (lo + hi + 1) / 2;
        if (power_at_most(mid, k, n)) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    return lo;
}
