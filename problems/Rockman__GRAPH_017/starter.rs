use std::cmp::Reverse;
use std::collections::BinaryHeap;

fn min_cable_cost(n: i64, cables: Vec<Vec<i64>>) -> i64 {
    let n = n as usize;
    let mut adj: Vec<Vec<(i64, usize)>> = vec![Vec::new(); n];
    for cable in &cables {
        let (u, v, w) = (cable[0] as usize, cable[1] as usize, cable[2]);
        adj[u].push((w, v));
        adj[v].push((w, u));
    }
    let mut in_tree = vec![false; n];
    in_tree[0] = true;
    let mut heap = BinaryHeap::new();
    heap.push(Reverse((0i64, 0usize)));
    let mut total = 0;
    let mut joined = 0;
    while let Some(Reverse((w, u))) = heap.pop() {
        total += w;
        joined += 1;
        for &(w2, v) in &adj[u] {
            if !in_tree[v] {
                in_tree[v] = true;
                heap.push(Reverse((w2, v)));
            }
        }
    }
    if joined == n {
        total
    } else {
        -1
    }
}
