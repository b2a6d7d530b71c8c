use std::collections::HashMap;

fn count_balanced_segments(nums: Vec<i64>) -> i64 {
    // balance = (#even - #odd) over a prefix; equal balances bound a balanced block
    let mut seen: HashMap<i64, i64> = HashMap::new();
    seen.insert(0, 1);
    let mut balance: i64 = 0;
    let mut total: i64 = 0;
    for &x in &nums {
        balance += if x % 2 == 0 { 1 } else { -1 };
        let count = seen.entry(balance).or_insert(0);
        total += *count;
        *count += 1;
    }
    total
}
