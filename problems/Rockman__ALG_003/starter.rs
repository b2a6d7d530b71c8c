fn hanoi_move(n: i64, k: i64) -> (i64, i64) {
    kth(n, k, 1, 3, 2)
}

/// The k-th move (1-based) of moving m disks from source to target using spare.
fn kth(m: i64, k: i64, source: i64, target: i64, spare: i64) -> (i64, i64) {
    let middle = 1i64 << (m - 1); // the largest disk moves at this position
    // missing: return the move when k == middle, otherwise recurse into the half holding k
