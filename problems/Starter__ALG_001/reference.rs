/// Merge overlapping or touching closed intervals; return them sorted by start.
fn merge_intervals(intervals: Vec<(i64, i64)>) -> Vec<(i64, i64)> {
    if intervals.is_empty() {
        return vec![];
    }
    let mut ordered = intervals;
    ordered.sort();
    let mut merged = vec![ordered[0]];
    for &(start, end) in &ordered[1..] {
        let (last_start, last_end) = merged[merged.len() - 1];
        if start <= last_end {
            let last = merged.len() - 1;
            merged[last] = (last_start, last_end.max(end));
        } else {
            merged.push((start, end));
        }
    }
    merged
}
