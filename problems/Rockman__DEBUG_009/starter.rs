use std::cmp::Reverse;
use std::collections::BinaryHeap;

fn fastest_arrival(n: i64, roads: Vec<Vec<i64>>, source: i64, target: i64) -> i64 {
    let n = n as usize;
    let mut adj: Vec<Vec<(usize, i64)>> = vec![Vec::new(); n];
    for road in &roads {
        let (u, v, w) = (road[0] as usize, road[1] as usize, road[2]);
        adj[u].push((v, w));
        adj[v].push((u, w));
    }
    let mut dist = vec![-1i64; n];
    dist[source as usize] = 0;
    let mut seen = vec![false; n];
    seen[source as usize] = true;
    let mut heap = BinaryHeap::new();
    heap.push(Reverse((0i64, source as usize)));
    while let Some(Reverse((d, u))) = heap.pop() {
        for &(v, w) in &adj[u] {
            if !seen[v] {
                seen[v] = true;
                dist[v] = d + w;
                heap.push(Reverse((dist[v], v)));
            }
        }
    }
    dist[target as usize]
}
