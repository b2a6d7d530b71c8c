fn retype_cost(source: String, target: String, insert_cost: i64, delete_cost: i64, replace_cost: i64) -> i64 {
    let (source, target) = (source.as_bytes(), target.as_bytes());
    let (n, m) = (source.len(), target.len());
    // cost[j] for the current row i = cheapest way to turn source[:i] into target[:j]
    let mut cost: Vec<i64> = (0..=m).map(|j| j as i64 * insert_cost).collect();
    for i in 1..=n {
        let previous = cost;
        cost = vec![0; m + 1];
        cost[0] = i as i64 * delete_cost;
        for j in 1..=m {
            let keep = previous[j - 1] + if source[i - 1] == target[j - 1] { 0 } else { replace_cost };
            let drop = previous[j] + insert_cost;
            let add = cost[j - 1] + delete_cost;
            cost[j] = keep.min(drop).min(add);
        }
    }
    cost[m]
}
