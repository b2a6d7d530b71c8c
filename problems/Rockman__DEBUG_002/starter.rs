fn covered_length(intervals: Vec<Vec<i64>>) -> i64 {
    let mut sorted = intervals;
    sorted.sort();
    let mut total = 0;
    let mut current: Option<(i64, i64)> = None;
    for interval in &sorted {
        let (start, end) = (interval[0], interval[1]);
        match current {
            Some((cur_start, cur_end)) if start <= cur_end => {
                current = Some((cur_start, end));
            }
            _ => {
                if let Some((cur_start, cur_end)) = current {
                    total += cur_end - cur_start;
                }
                current = Some((start, end));
            }
        }
    }
    if let Some((cur_start, cur_end)) = current {
        total += cur_end - cur_start;
    }
    total
}
