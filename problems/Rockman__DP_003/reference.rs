fn longest_calm_chain(levels: Vec<i64>) -> i64 {
    // tails[k] = smallest possible last level of a calm chain of length k + 1
    let mut tails: Vec<i64> = Vec::new();
    for &x in &levels {
        let pos = tails.partition_point(|&t| t <= x);
        if pos == tails.len() {
            tails.push(x);
        } else {
            tails[pos] = x;
        }
    }
    tails.len() as i64
}
