fn find_in_rotated(dial: Vec<i64>, target: i64) -> i64 {
    let (mut lo, mut hi) = (0i64, dial.len() as i64 - 1);
    while lo <= hi {
        let mid = (lo + hi) / 2;
        let m = mid as usize;
        if dial[m] == target {
            return mid;
        }
        if dial[lo as usize] < dial[m] {
            // the left part dial[lo..mid] is sorted
            if dial[lo as usize] <= target && target < dial[m] {
                hi = mid - 1;
            } else {
                lo = mid + 1;
            }
        } else {
            // the right part dial[mid..hi] is sorted
            if dial[m] < target && target <= dial[hi as usize] {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
    }
    -1
}
