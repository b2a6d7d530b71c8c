fn fewest_stamps(denominations: Vec<i64>, postage: i64) -> i64 {
    let postage = postage as usize;
    let unreachable = postage + 1; // more stamps than any exact answer can use
    let mut fewest = vec![unreachable; postage + 1];
    fewest[0] = 0;
    // (missing part: fill fewest[1..postage] from smaller values here)
    if fewest[postage] != unreachable {
        fewest[postage] as i64
    } else {
        -1
    }
}
