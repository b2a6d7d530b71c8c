fn gcd(mut a: i64, mut b: i64) -> i64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

fn nth_chime(n: i64, a: i64, b: i64) -> i64 {
    let both = a / gcd(a, b) * b;
    let chimes_up_to = |t: i64| t / a + t / b - t / both;
    let (mut lo, mut hi) = (1i64, n * a.min(b));
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if chimes_up_to(mid) >= n {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    lo
}
