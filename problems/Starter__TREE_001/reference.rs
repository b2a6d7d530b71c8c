fn tree_diameter(parents: Vec<i64>) -> i64 {
    let n = parents.len();
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut root = 0;
    for (node, &parent) in parents.iter().enumerate() {
        if parent == -1 {
            root = node;
        } else {
            children[parent as usize].push(node);
        }
    }

    // breadth-first order from the root, so every parent precedes its children
    let mut order = vec![root];
    let mut i = 0;
    while i < order.len() {
        let node = order[i];
        order.extend_from_slice(&children[node]);
        i += 1;
    }

    let mut height = vec![0i64; n]; // edges on the longest downward path from each node
    let mut best = 0;
    for &node in order.iter().rev() {
        let (mut first, mut second) = (0, 0);
        for &child in &children[node] {
            let h = height[child] + 1;
            if h > first {
                second = first;
                first = h;
            } else if h > second {
                second = h;
            }
        }
        height[node] = first;
        best = best.max(first + second);
    }
    best
}
