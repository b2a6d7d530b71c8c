use std::collections::HashMap;

fn longest_balanced_stretch(changes: Vec<i64>, goal: i64) -> i64 {
    let mut first_seen: HashMap<i64, i64> = HashMap::new(); // prefix sum -> smallest index
    first_seen.insert(0, -1);
    let mut prefix = 0i64;
    let mut best = 0i64;
    for (i, &change) in changes.iter().enumerate() {
        let i = i as i64;
        prefix += change;
        if let Some(&start) = first_seen.get(&(prefix - goal)) {
            if i - start > best {
                best = i - start;
            }
        }
        first_seen.entry(prefix).or_insert(i);
    }
    best
}
