fn fewest_swaps(labels: Vec<i64>) -> i64 {
    let n = labels.len();
    // target[i] = position that the book now at i must end up in
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| labels[i]);
    let mut target = vec![0usize; n];
    for (rank, &i) in order.iter().enumerate() {
        target[i] = rank;
    }
    let mut visited = vec![false; n];
    let mut swaps: i64 = 0;
    for start in 0..n {
        if visited[start] {
            continue;
        }
        let mut length: i64 = 0;
        let mut i = start;
        while !visited[i] {
            visited[i] = true;
            i = target[i];
            length += 1;
        }
        swaps += length - 1;
    }
    swaps
}
