use std::collections::BTreeSet;

fn fewest_stamps(denominations: Vec<i64>, postage: i64) -> i64 {
    let postage = postage as usize;
    let unreachable = postage + 1; // more stamps than any exact answer can use
    let mut fewest = vec![unreachable; postage + 1];
    fewest[0] = 0;
    let values: BTreeSet<usize> = denominations.iter().map(|&d| d as usize).collect();
    for value in values {
        for v in value..=postage {
            let candidate = fewest[v - value] + 1;
            if candidate < fewest[v] {
                fewest[v] = candidate;
            }
        }
    }
    if fewest[postage] != unreachable {
        fewest[postage] as i64
    } else {
        -1
    }
}
