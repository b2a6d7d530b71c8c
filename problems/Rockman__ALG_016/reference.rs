fn count_balanced_stretches(changes: Vec<i64>, lo: i64, hi: i64) -> i64 {
    if lo > hi {
        return 0;
    }
    let mut prefix = vec![0i64];
    for change in &changes {
        let last = prefix[prefix.len() - 1];
        prefix.push(last + change);
    }

    /// Count pairs i < j in prefix[left..right] with lo <= prefix[j] - prefix[i] <= hi,
    /// then sort that range.
    fn solve(prefix: &mut [i64], left: usize, right: usize, lo: i64, hi: i64) -> i64 {
        if right - left <= 1 {
            return 0;
        }
        let mid = (left + right) / 2;
        let mut count = solve(prefix, left, mid, lo, hi) + solve(prefix, mid, right, lo, hi);
        let (mut low, mut high) = (mid, mid);
        for i in left..mid {
            while low < right && prefix[low] - prefix[i] < lo {
                low += 1;
            }
            while high < right && prefix[high] - prefix[i] <= hi {
                high += 1;
            }
            count += (high - low) as i64;
        }
        prefix[left..right].sort();
        count
    }

    let n = prefix.len();
    solve(&mut prefix, 0, n, lo, hi)
}
