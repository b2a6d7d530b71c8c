fn count_light_triples(weights: Vec<i64>, limit: i64) -> i64 {
    let mut w = weights;
    w.sort();
    let n = w.len();
    let mut total = 0;
    for i in 0..n.saturating_sub(2) {
        let (mut j, mut k) = (i + 1, n - 1);
        while j < k {
            if w[i] + w[j] + w[k] < limit {
                // every k' in (j, k] works with this j
                total += (k - j) as i64;
                j += 1;
            } else {
                k -= 1;
            }
        }
    }
    total
}
