fn is_search_tree(level_order: Vec<Option<i64>>) -> bool {
    let n = level_order.len();
    if n == 0 {
        return true;
    }
    // children positions from the level-order layout
    let mut left: Vec<Option<usize>> = vec![None; n];
    let mut right: Vec<Option<usize>> = vec![None; n];
    let mut nxt = 1;
    for i in 0..n {
        if level_order[i].is_none() {
            continue;
        }
        if nxt < n && level_order[nxt].is_some() {
            left[i] = Some(nxt);
        }
        if nxt + 1 < n && level_order[nxt + 1].is_some() {
            right[i] = Some(nxt + 1);
        }
        nxt += 2;
    }
    // every node must lie strictly between the bounds inherited from its ancestors (None: no bound)
    let mut stack: Vec<(usize, Option<i64>, Option<i64>)> = vec![(0, None, None)];
    while let Some((node, low, high)) = stack.pop() {
        let value = level_order[node].unwrap();
        if low.map_or(false, |low| value <= low) || high.map_or(false, |high| value >= high) {
            return false;
        }
        if let Some(child) = left[node] {
            stack.push((child, low, Some(value)));
        }
        if let Some(child) = right[node] {
            stack.push((child, Some(value), high));
        }
    }
    true
}
