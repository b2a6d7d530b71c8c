fn min_network_cost(n: i64, links: Vec<Vec<i64>>, required: Vec<i64>) -> i64 {
    fn find(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
    fn union(parent: &mut [usize], a: usize, b: usize) -> bool {
        let ra = find(parent, a);
        let rb = find(parent, b);
        if ra == rb {
            return false;
        }
        parent[ra] = rb;
        true
    }

    let n = n as usize;
    let mut parent: Vec<usize> = (0..n).collect();
    let mut forced = vec![false; links.len()];
    for &index in &required {
        forced[index as usize] = true;
    }
    let mut total = 0i64;
    let mut components = n;
    let mut optional: Vec<(i64, usize, usize)> = Vec::new();
    for (i, link) in links.iter().enumerate() {
        let (u, v, w) = (link[0] as usize, link[1] as usize, link[2]);
        if forced[i] || w < 0 {
            // required cables and subsidised cables are always built
            total += w;
            if union(&mut parent, u, v) {
                components -= 1;
            }
        } else {
            optional.push((w, u, v));
        }
    }
    optional.sort_unstable();
    for &(w, u, v) in &optional {
        if components == 1 {
            break;
        }
        if union(&mut parent, u, v) {
            total += w;
            components -= 1;
        }
    }
    if components == 1 {
        total
    } else {
        -1
    }
}
