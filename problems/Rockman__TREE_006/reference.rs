fn best_invitation(parents: Vec<i64>, mood: Vec<i64>) -> i64 {
    let n = parents.len();
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut root = 0usize;
    for (child, &parent) in parents.iter().enumerate() {
        if parent == -1 {
            root = child;
        } else {
            children[parent as usize].push(child);
        }
    }
    let mut order = vec![root];
    let mut i = 0;
    while i < order.len() {
        let node = order[i];
        order.extend_from_slice(&children[node]);
        i += 1;
    }
    let mut take = vec![0i64; n]; // best value in the subtree when the node is invited
    let mut skip = vec![0i64; n]; // best value in the subtree when the node is not invited
    for &node in order.iter().rev() {
        take[node] = mood[node];
        for &child in &children[node] {
            take[node] += skip[child];
            skip[node] += take[child].max(skip[child]);
        }
    }
    0.max(take[root]).max(skip[root])
}
