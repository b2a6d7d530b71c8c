fn depth_totals(level_order: Vec<Option<i64>>) -> Vec<i64> {
    let n = level_order.len();
    let mut totals: Vec<i64> = Vec::new();
    if n == 0 {
        return totals;
    }
    let mut depth = vec![0usize; n];
    let mut next = 1usize;
    for i in 0..n {
        let value = match level_order[i] {
            Some(value) => value,
            None => continue,
        };
        let d = depth[i];
        if d == totals.len() {
            totals.push(0);
        }
        totals[d] += value;
        // the next two entries are this node's children
        for child in next..next + 2 {
            if child < n {
                depth[child] = d + 1;
            }
        }
        next += 2;
    }
    totals
}
