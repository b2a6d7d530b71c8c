fn longest_within_budget(costs: Vec<i64>, budget: i64) -> (i64, i64) {
    let (mut best_start, mut best_len) = (-1i64, 0i64);
    let mut total = 0i64;
    let mut left = 0usize;
    for (right, &cost) in costs.iter().enumerate() {
        total += cost;
        while total > budget {
            total -= costs[left];
            left += 1;
        }
        let length = right as i64 - left as i64 + 1;
        if length > best_len {
            best_start = left as i64;
            best_len = length;
        }
    }
    (best_start, best_len)
}
