fn cheaper_recent_days(prices: Vec<i64>, window: i64) -> Vec<i64> {
    let mut values = prices.clone();
    values.sort_unstable();
    values.dedup();
    let size = values.len();
    let mut tree = vec![0i64; size + 1]; // Fenwick tree over price ranks 1..size

    fn add(tree: &mut [i64], mut rank: usize, delta: i64) {
        while rank < tree.len() {
            tree[rank] += delta;
            rank += rank & rank.wrapping_neg();
        }
    }

    fn count_up_to(tree: &[i64], mut rank: usize) -> i64 {
        let mut total = 0;
        while rank > 0 {
            total += tree[rank];
            rank -= rank & rank.wrapping_neg();
        }
        total
    }

    let ranks: Vec<usize> = prices
        .iter()
        .map(|&price| values.partition_point(|&v| v < price) + 1)
        .collect();
    let mut result = Vec::with_capacity(ranks.len());
    for (day, &rank) in ranks.iter().enumerate() {
        result.push(count_up_to(&tree, rank - 1)); // stored prices strictly below this one
        add(&mut tree, rank, 1);
        let old = day as i64 - window;
        if old >= 0 {
            // that day is too old for the next day's window
            add(&mut tree, ranks[old as usize], -1);
        }
    }
    result
}
