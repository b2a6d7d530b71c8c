fn longest_rising_streak(readings: Vec<i64>) -> i64 {
    if readings.is_empty() {
        return 0;
    }
    let mut best: i64 = 1;
    let mut current: i64 = 1;
    for i in 1..readings.len() {
        if readings[i] > readings[i - 1] {
            current += 1;
        } else {
            current = 1;
        }
        best = best.max(current);
    }
    best
}
