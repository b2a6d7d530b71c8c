use std::collections::HashMap;

fn longest_exact_stretch(values: Vec<i64>, target: i64) -> i64 {
    let mut first_seen: HashMap<i64, i64> = HashMap::new(); // prefix sum -> earliest index
    first_seen.insert(0, -1);
    let mut prefix = 0i64;
    let mut best = 0i64;
    for (i, v) in values.iter().enumerate() {
        let i = i as i64;
        prefix += v;
        if let Some(&start) = first_seen.get(&(prefix - target)) {
            if i - start > best {
                best = i - start;
            }
        }
        first_seen.entry(prefix).or_insert(i);
    }
    best
}
