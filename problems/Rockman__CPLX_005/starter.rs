use std::collections::HashSet;

/// Count the runs of consecutive readings that hold at most k different values.
fn count_calm_windows(readings: Vec<i64>, k: i64) -> i64 {
    let mut total = 0;
    let mut left = 0;
    for right in 0..readings.len() {
        // shrink the window from the left until it is calm again
        while left <= right
            && readings[left..=right].iter().collect::<HashSet<_>>().len() as i64 > k
        {
            left += 1;
        }
        // every window ending at right and starting in [left, right] is calm
        total += (right - left + 1) as i64;
    }
    total
}
