use std::collections::VecDeque;

fn min_red_team(n: i64, rivalries: Vec<Vec<i64>>) -> i64 {
    let n = n as usize;
    let mut adjacent: Vec<Vec<usize>> = vec![Vec::new(); n];
    for rivalry in &rivalries {
        let (u, v) = (rivalry[0] as usize, rivalry[1] as usize);
        if u == v {
            return -1;
        }
        adjacent[u].push(v);
        adjacent[v].push(u);
    }
    let mut side = vec![-1i32; n];
    let mut red = 0i64;
    for start in 0..n {
        if side[start] != -1 {
            continue;
        }
        side[start] = 0;
        let mut counts = [1i64, 0];
        let mut queue = VecDeque::from([start]);
        while let Some(u) = queue.pop_front() {
            for &v in &adjacent[u] {
                if side[v] == -1 {
                    side[v] = 1 - side[u];
                    counts[side[v] as usize] += 1;
                    queue.push_back(v);
                } else if side[v] == side[u] {
                    return -1;
                }
            }
        }
        // each group is coloured independently: put its smaller side on Red
        red += counts[0].min(counts[1]);
    }
    red
}
