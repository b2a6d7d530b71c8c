fn affordable_pairs(prices: Vec<i64>, budget: i64) -> i64 {
    let mut ordered = prices;
    ordered.sort_unstable();
    let mut count = 0i64;
    if ordered.len() < 2 {
        return 0;
    }
    let (mut lo, mut hi) = (0usize, ordered.len() - 1);
    while lo < hi {
        if ordered[lo] + ordered[hi] <= budget {
            count += (hi - lo) as i64; // ordered[lo] pairs with every item in (lo, hi]
            lo += 1;
        } else {
            hi -= 1;
        }
    }
    count
}
