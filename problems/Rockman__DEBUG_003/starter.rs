fn second_largest(nums: Vec<i64>) -> Option<i64> {
    let mut first = i64::MIN;
    let mut second = i64::MIN;
    for &x in &nums {
        if x > first {
            second = first;
            first = x;
        } else if x > second {
            second = x;
        }
    }
    if second == i64::MIN {
        return None;
    }
    Some(second)
}
