use std::collections::VecDeque;

fn hop_distances(n: i64, edges: Vec<Vec<i64>>) -> Vec<i64> {
    let n = n as usize;
    let mut adjacent: Vec<Vec<usize>> = vec![Vec::new(); n];
    for edge in &edges {
        let (u, v) = (edge[0] as usize, edge[1] as usize);
        adjacent[u].push(v);
        adjacent[v].push(u);
    }
    let mut dist = vec![-1i64; n];
    dist[0] = 0;
    let mut queue = VecDeque::from([0usize]);
    while let Some(u) = queue.pop_front() {
        for &v in &adjacent[u] {
            if dist[v] == -1 {
                dist[v] = dist[u] + 1;
                queue.push_back(v);
            }
        }
    }
    dist
}
