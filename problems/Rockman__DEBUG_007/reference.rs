use std::collections::VecDeque;

fn window_max_total(nums: Vec<i64>, k: i64) -> i64 {
    let k = k as usize;
    let mut window: VecDeque<usize> = VecDeque::new(); // indices; their values decrease from front to back
    let mut total: i64 = 0;
    for (i, &value) in nums.iter().enumerate() {
        while let Some(&last) = window.back() {
            if nums[last] <= value {
                window.pop_back();
            } else {
                break;
            }
        }
        window.push_back(i);
        if window[0] + k <= i {
            window.pop_front();
        }
        if i + 1 >= k {
            total += nums[window[0]];
        }
    }
    total
}
