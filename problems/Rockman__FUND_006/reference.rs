use std::collections::{HashMap, HashSet};

fn shortest_full_tour(stalls: Vec<i64>) -> i64 {
    if stalls.is_empty() {
        return 0;
    }
    let kinds = stalls.iter().collect::<HashSet<_>>().len();
    let mut counts: HashMap<i64, usize> = HashMap::new();
    let mut covered = 0usize;
    let mut best = stalls.len();
    let mut left = 0usize;
    for (right, &kind) in stalls.iter().enumerate() {
        let count = counts.entry(kind).or_insert(0);
        *count += 1;
        if *count == 1 {
            covered += 1;
        }
        while covered == kinds {
            best = best.min(right - left + 1);
            let gone = counts.get_mut(&stalls[left]).unwrap();
            *gone -= 1;
            if *gone == 0 {
                covered -= 1;
            }
            left += 1;
        }
    }
    best as i64
}
