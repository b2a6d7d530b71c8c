/// Largest total of non-neighbouring values in a straight row.
fn best_on_line(values: &[i64]) -> i64 {
    let (mut take, mut skip) = (0i64, 0i64);
    for &v in values {
        (take, skip) = (skip + v, take.max(skip));
    }
    take.max(skip)
}

fn brightest_ring(lanterns: Vec<i64>) -> i64 {
    let n = lanterns.len();
    if n == 0 {
        return 0;
    }
    if n == 1 {
        return lanterns[0];
    }
    // lantern 0 and lantern n - 1 are neighbours: drop one of them
    best_on_line(&lanterns[1..]).max(best_on_line(&lanterns[..n - 1]))
}
