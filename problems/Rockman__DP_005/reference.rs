fn ring_merge_cost(piles: Vec<i64>) -> i64 {
    let n = piles.len();
    if n < 2 {
        return 0;
    }
    let line: Vec<i64> = piles.iter().chain(piles.iter()).copied().collect();
    let m = 2 * n;
    let mut prefix = vec![0i64; m + 1];
    for i in 0..m {
        prefix[i + 1] = prefix[i] + line[i];
    }
    // cost[i][j] = cheapest way to merge line[i..=j] into one pile (j - i < n)
    let mut cost = vec![vec![0i64; m]; m];
    for length in 2..=n {
        for i in 0..=(m - length) {
            let j = i + length - 1;
            let best = (i..j)
                .map(|k| cost[i][k] + cost[k + 1][j])
                .min()
                .unwrap();
            cost[i][j] = best + prefix[j + 1] - prefix[i];
        }
    }
    (0..n).map(|i| cost[i][i + n - 1]).min().unwrap()
}
