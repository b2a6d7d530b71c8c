fn min_rate(jobs: Vec<i64>, hours: i64) -> i64 {
    let hours_needed = |rate: i64| -> i64 { jobs.iter().map(|&pages| (pages + rate - 1) / rate).sum() };

    let (mut lo, mut hi) = (1i64, *jobs.iter().max().unwrap());
    while lo < hi {
        let mid = (lo + hi) / 2;
        if hours_needed(mid) <= hours {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    lo
}
