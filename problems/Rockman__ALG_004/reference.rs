fn count_drops(values: Vec<i64>, margin: i64) -> i64 {
    let mut a = values;
    let mut buffer = vec![0i64; a.len()];
    solve_drops(&mut a, &mut buffer, margin)
}

/// Counts the drops inside a and leaves it sorted ascending (buffer has a's length).
fn solve_drops(a: &mut [i64], buffer: &mut [i64], margin: i64) -> i64 {
    let n = a.len();
    if n <= 1 {
        return 0;
    }
    let mid = n / 2;
    let mut count = {
        let (left, right) = a.split_at_mut(mid);
        let (left_buf, right_buf) = buffer.split_at_mut(mid);
        solve_drops(left, left_buf, margin) + solve_drops(right, right_buf, margin)
    };
    let (left, right) = a.split_at(mid);
    // x from the left half and y from the right half form a drop when y < x - margin
    for &x in left {
        let key = x - margin;
        count += right.partition_point(|&y| y < key) as i64;
    }
    let (mut i, mut j, mut k) = (0, 0, 0);
    while i < left.len() && j < right.len() {
        if left[i] <= right[j] {
            buffer[k] = left[i];
            i += 1;
        } else {
            buffer[k] = right[j];
            j += 1;
        }
        k += 1;
    }
    while i < left.len() {
        buffer[k] = left[i];
        i += 1;
        k += 1;
    }
    while j < right.len() {
        buffer[k] = right[j];
        j += 1;
        k += 1;
    }
    a.copy_from_slice(&buffer[..n]);
    count
}
