fn consecutive_bit_changes(readings: Vec<i64>) -> i64 {
    readings
        .windows(2)
        .map(|pair| (pair[0] ^ pair[1]).count_ones() as i64)
        .sum()
}
