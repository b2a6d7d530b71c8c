fn weighted_edit_cost(
    source: String,
    target: String,
    insert_cost: i64,
    delete_cost: i64,
    replace_cost: i64,
) -> i64 {
    let source: Vec<char> = source.chars().collect();
    let target: Vec<char> = target.chars().collect();
    let m = target.len();
    // prev[j] = cost of turning source[..i] into target[..j] for the previous i
    let mut prev: Vec<i64> = (0..=m as i64).map(|j| j * insert_cost).collect();
    for (i, &s_char) in source.iter().enumerate() {
        let mut cur = vec![0i64; m + 1];
        cur[0] = (i as i64 + 1) * delete_cost;
        for j in 1..=m {
            let mut best = prev[j - 1];
            if s_char != target[j - 1] {
                best += replace_cost;
            }
            best = best.min(prev[j] + delete_cost).min(cur[j - 1] + insert_cost);
            cur[j] = best;
        }
        prev = cur;
    }
    prev[m]
}
