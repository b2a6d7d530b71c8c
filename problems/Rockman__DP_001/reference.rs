fn best_haul(weights: Vec<i64>, values: Vec<i64>, capacity: i64) -> i64 {
    let cap = capacity as usize;
    // best[c] = largest payment with total weight at most c, using the packages seen so far
    let mut best = vec![0i64; cap + 1];
    for (&w, &v) in weights.iter().zip(values.iter()) {
        let w = w as usize;
        if w > cap {
            continue;
        }
        for c in (w..=cap).rev() {
            let candidate = best[c - w] + v;
            if candidate > best[c] {
                best[c] = candidate;
            }
        }
    }
    best[cap]
}
