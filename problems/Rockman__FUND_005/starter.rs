fn count_light_triples(weights: Vec<i64>, limit: i64) -> i64 {
    let mut w = weights;
    w.sort();
    let n = w.len();
    let mut total = 0;
    for i in 0..n.saturating_sub(2) {
        // Count the pairs (j, k) with i < j < k and w[i] + w[j] + w[k] < limit,
        // moving j up from i + 1 and k down from n - 1, and add them to total.
        // (missing part: write it here)
    }
    total
}
