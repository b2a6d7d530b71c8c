use std::collections::HashSet;

const MOD: i64 = 1_000_000_007;

fn count_climbs(n: i64, strides: Vec<i64>, broken: Vec<i64>) -> i64 {
    let blocked: HashSet<i64> = broken.into_iter().collect();
    let mut moves = strides;
    moves.sort_unstable();
    moves.dedup();
    let mut ways = vec![0i64; n as usize + 1]; // ways[s] = climbs from step 0 that end on step s
    ways[0] = if blocked.contains(&0) { 0 } else { 1 };
    // (missing part: fill ways[1..n] here, counting modulo MOD)
    ways[n as usize]
}
