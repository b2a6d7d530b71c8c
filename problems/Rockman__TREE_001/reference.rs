fn symmetric_order(level_order: Vec<Option<i64>>) -> Vec<i64> {
    const NONE: usize = usize::MAX;
    let n = level_order.len();
    if n == 0 {
        return Vec::new();
    }
    // left and right child positions (NONE for none) of every entry of level_order
    let mut left = vec![NONE; n];
    let mut right = vec![NONE; n];
    let mut next = 1usize;
    for i in 0..n {
        if level_order[i].is_none() {
            continue;
        }
        if next < n && level_order[next].is_some() {
            left[i] = next;
        }
        next += 1;
        if next < n && level_order[next].is_some() {
            right[i] = next;
        }
        next += 1;
    }
    let mut out: Vec<i64> = Vec::with_capacity(n);
    let mut stack: Vec<usize> = Vec::new();
    let mut node = 0usize;
    while !stack.is_empty() || node != NONE {
        while node != NONE {
            stack.push(node);
            node = left[node];
        }
        node = stack.pop().unwrap();
        out.push(level_order[node].unwrap());
        node = right[node];
    }
    out
}
