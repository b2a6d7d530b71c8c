fn count_records(scores: Vec<i64>) -> i64 {
    if scores.is_empty() {
        return 0;
    }
    let mut best = scores[0];
    let mut records = 1;
    for &score in &scores[1..] {
        if score > best {
            best = score;
            records += 1;
        }
    }
    records
}
