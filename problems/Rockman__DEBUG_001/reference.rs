fn max_window_sum(nums: Vec<i64>, k: i64) -> i64 {
    let k = k as usize;
    let mut window: i64 = nums[..k].iter().sum();
    let mut best = window;
    for i in k..nums.len() {
        window += nums[i] - nums[i - k];
        best = best.max(window);
    }
    best
}
