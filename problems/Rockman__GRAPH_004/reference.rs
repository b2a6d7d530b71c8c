use std::cmp::Reverse;
use std::collections::BinaryHeap;

fn shortest_route_count(n: i64, edges: Vec<Vec<i64>>) -> (i64, i64) {
    const MOD: i64 = 1_000_000_007;
    let n = n as usize;
    let mut roads: Vec<Vec<(usize, i64)>> = vec![Vec::new(); n];
    for edge in &edges {
        roads[edge[0] as usize].push((edge[1] as usize, edge[2]));
    }
    let mut dist = vec![i64::MAX; n];
    let mut ways = vec![0i64; n];
    dist[0] = 0;
    ways[0] = 1;
    let mut heap = BinaryHeap::new();
    heap.push(Reverse((0i64, 0usize)));
    while let Some(Reverse((d, u))) = heap.pop() {
        if d > dist[u] {
            continue; // a stale entry: u was already settled with a shorter distance
        }
        for &(v, w) in &roads[u] {
            let nd = d + w;
            if nd < dist[v] {
                dist[v] = nd;
                ways[v] = ways[u];
                heap.push(Reverse((nd, v)));
            } else if nd == dist[v] {
                ways[v] = (ways[v] + ways[u]) % MOD;
            }
        }
    }
    if dist[n - 1] == i64::MAX {
        return (-1, 0);
    }
    (dist[n - 1], ways[n - 1])
}
