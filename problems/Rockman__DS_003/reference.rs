use std::collections::VecDeque;

fn count_stable_windows(readings: Vec<i64>, tolerance: i64) -> i64 {
    // maxq / minq hold indices of the current window with decreasing / increasing values
    let mut maxq: VecDeque<usize> = VecDeque::new();
    let mut minq: VecDeque<usize> = VecDeque::new();
    let mut left = 0usize;
    let mut total = 0i64;
    for (right, &value) in readings.iter().enumerate() {
        while maxq.back().map_or(false, |&i| readings[i] <= value) {
            maxq.pop_back();
        }
        maxq.push_back(right);
        while minq.back().map_or(false, |&i| readings[i] >= value) {
            minq.pop_back();
        }
        minq.push_back(right);
        while readings[maxq[0]] - readings[minq[0]] > tolerance {
            left += 1;
            if maxq[0] < left {
                maxq.pop_front();
            }
            if minq[0] < left {
                minq.pop_front();
            }
        }
        total += (right - left + 1) as i64;
    }
    total
}
