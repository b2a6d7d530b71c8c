fn packs_needed(counts: Vec<i64>, pack_size: i64) -> i64 {
    let mut total = 0;
    for count in counts {
        total += (count + pack_size - 1) / pack_size;
    }
    total
}
