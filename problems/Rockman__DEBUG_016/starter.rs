fn largest_groups(n: i64, links: Vec<Vec<i64>>) -> Vec<i64> {
    fn find(parent: &mut Vec<usize>, mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }

    let n = n as usize;
    let mut parent: Vec<usize> = (0..n).collect();
    let mut size: Vec<i64> = vec![1; n];
    let mut best: i64 = 1;
    let mut result: Vec<i64> = Vec::new();

    for link in &links {
        let (mut a, mut b) = (link[0] as usize, link[1] as usize);
        let (mut ra, mut rb) = (find(&mut parent, a), find(&mut parent, b));
        if size[ra] < size[rb] {
            std::mem::swap(&mut ra, &mut rb);
            std::mem::swap(&mut a, &mut b);
        }
        parent[b] = ra;
        size[ra] += size[rb];
        best = best.max(size[ra]);
        result.push(best);
    }
    result
}
