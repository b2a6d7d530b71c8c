use std::collections::HashMap;

const MOD: i64 = 1_000_000_007;

fn count_routes(n: i64, steps: Vec<i64>) -> i64 {
    fn ways(remaining: i64, last: i64, steps: &[i64], memo: &mut HashMap<i64, i64>) -> i64 {
        if remaining == 0 {
            return 1;
        }
        if let Some(&cached) = memo.get(&remaining) {
            return cached;
        }
        let mut total = 0;
        for &step in steps {
            if step != last && step <= remaining {
                total += ways(remaining - step, step, steps, memo);
            }
        }
        memo.insert(remaining, total % MOD);
        memo[&remaining]
    }

    let mut memo = HashMap::new();
    ways(n, 0, &steps, &mut memo)
}
