fn count_bridges(n: i64, edges: Vec<Vec<i64>>) -> i64 {
    let n = n as usize;
    let mut adj: Vec<Vec<usize>> = vec![Vec::new(); n];
    for edge in &edges {
        let (u, v) = (edge[0] as usize, edge[1] as usize);
        adj[u].push(v);
        adj[v].push(u);
    }
    let mut disc: Vec<i64> = vec![-1; n];
    let mut low: Vec<i64> = vec![0; n];
    let mut parent: Vec<Option<usize>> = vec![None; n];
    let mut cursor = vec![0usize; n];
    let mut timer: i64 = 0;
    let mut bridges: i64 = 0;
    for root in 0..n {
        if disc[root] != -1 {
            continue;
        }
        disc[root] = timer;
        low[root] = timer;
        timer += 1;
        let mut stack = vec![root];
        while let Some(&u) = stack.last() {
            if cursor[u] < adj[u].len() {
                let v = adj[u][cursor[u]];
                cursor[u] += 1;
                if Some(v) == parent[u] {
                    continue;
                }
                if disc[v] == -1 {
                    parent[v] = Some(u);
                    disc[v] = timer;
                    low[v] = timer;
                    timer += 1;
                    stack.push(v);
                } else {
                    low[u] = low[u].min(disc[v]);
                }
            } else {
                stack.pop();
                if let Some(&p) = stack.last() {
                    low[p] = low[p].min(low[u]);
                    if low[u] > disc[p] {
                        bridges += 1;
                    }
                }
            }
        }
    }
    bridges
}
