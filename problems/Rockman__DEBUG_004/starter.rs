fn packs_needed(counts: Vec<i64>, pack_size: i64) -> i64 {
    let mut total = 0;
    for count in counts {
        total += (count as f64 / pack_size as f64).ceil() as i64;
    }
    total
}
