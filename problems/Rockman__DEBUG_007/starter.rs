fn window_max_total(nums: Vec<i64>, k: i64) -> i64 {
    let k = k as usize;
    let mut total = 0;
    for start in 0..nums.len() - k + 1 {
        total += *nums[start..start + k].iter().max().unwrap();
    }
    total
}
