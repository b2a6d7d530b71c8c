use std::cmp::{max, min};

/// table[k][i] = the better of values[i .. i + 2**k - 1].
fn build(values: &[i64], better: fn(i64, i64) -> i64) -> Vec<Vec<i64>> {
    let mut table = vec![values.to_vec()];
    let mut k = 1;
    while (1usize << k) <= values.len() {
        let prev = &table[k - 1];
        let half = 1 << (k - 1);
        let row: Vec<i64> = (0..values.len() - (1 << k) + 1)
            .map(|i| better(prev[i], prev[i + half]))
            .collect();
        table.push(row);
        k += 1;
    }
    table
}

fn query(table: &[Vec<i64>], log: &[usize], left: usize, right: usize, better: fn(i64, i64) -> i64) -> i64 {
    // TODO: answer the query in O(1) from the table: combine two (possibly overlapping)
    // precomputed blocks that together cover exactly values[left .. right].
    todo!()
}

fn spread_queries(values: Vec<i64>, queries: Vec<Vec<i64>>) -> Vec<i64> {
    let n = values.len();
    let mut log = vec![0usize; n + 1];
    for length in 2..=n {
        log[length] = log[length / 2] + 1;
    }
    let low = build(&values, min);
    let high = build(&values, max);
    queries
        .iter()
        .map(|q| {
            let (left, right) = (q[0] as usize, q[1] as usize);
            query(&high, &log, left, right, max) - query(&low, &log, left, right, min)
        })
        .collect()
}
