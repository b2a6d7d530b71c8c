fn count_records(scores: Vec<i64>) -> i64 {
    let mut best = 0;
    let mut records = 0;
    for &score in &scores {
        if score > best {
            best = score;
            records += 1;
        }
    }
    records
}
