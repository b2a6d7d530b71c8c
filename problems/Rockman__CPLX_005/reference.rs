use std::collections::HashMap;

/// Count the runs of consecutive readings that hold at most k different values.
fn count_calm_windows(readings: Vec<i64>, k: i64) -> i64 {
    let mut inside: HashMap<i64, i64> = HashMap::new(); // value -> occurrences in the current window
    let mut total = 0;
    let mut left = 0;
    for (right, &value) in readings.iter().enumerate() {
        *inside.entry(value).or_insert(0) += 1;
        // shrink the window from the left until it is calm again
        while inside.len() as i64 > k {
            let gone = readings[left];
            let count = inside.get_mut(&gone).unwrap();
            *count -= 1;
            if *count == 0 {
                inside.remove(&gone);
            }
            left += 1;
        }
        // every window ending at right and starting in [left, right] is calm
        total += (right - left + 1) as i64;
    }
    total
}
