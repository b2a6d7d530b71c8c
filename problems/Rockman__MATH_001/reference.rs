fn digit_count(n: i64, base: i64) -> i64 {
    let mut n = n;
    let mut count = 1;
    while n >= base {
        n /= base;
        count += 1;
    }
    count
}
