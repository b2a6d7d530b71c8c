/// Largest integer r >= 0 with r ** k <= n.
fn integer_root(n: i64, k: i64) -> i64 {
    if n < 2 {
        return n;
    }
    // the root of n is never more than half of n, so start with a tighter window
    let (mut lo, mut hi) = (1i64, n / 2);
    while lo < hi {
        let mid = (lo + hi + 1) / 2;
        // checked_pow is None when the power overflows i64, which is more than n too
        if mid.checked_pow(k as u32).is_some_and(|power| power <= n) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    lo
}
