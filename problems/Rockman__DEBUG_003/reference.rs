fn second_largest(nums: Vec<i64>) -> Option<i64> {
    let mut first: Option<i64> = None;
    let mut second: Option<i64> = None;
    for &x in &nums {
        if first.map_or(true, |f| x > f) {
            second = first;
            first = Some(x);
        } else if first != Some(x) && second.map_or(true, |s| x > s) {
            second = Some(x);
        }
    }
    second
}
