/// Return the index of the first element >= target, or nums.len() if there is none.
fn lower_bound(nums: &[i64], target: i64) -> i64 {
    let (mut lo, mut hi) = (0i64, nums.len() as i64);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if nums[mid as usize] < target {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

fn count_in_range(nums: Vec<i64>, low: i64, high: i64) -> i64 {
    if low > high {
        return 0;
    }
    lower_bound(&nums, high + 1) - lower_bound(&nums, low)
}
