fn count_combinations(values: Vec<i64>, target: i64) -> i64 {
    let mut values = values;
    values.sort();

    fn search(values: &[i64], start: usize, remaining: i64) -> i64 {
        if remaining == 0 {
            return 1;
        }
        let mut total = 0;
        for i in start..values.len() {
            if values[i] > remaining {
                break;
            }
            if i > 0 && values[i] == values[i - 1] {
                continue; // the same value at this depth gives the same combinations
            }
            total += search(values, i + 1, remaining - values[i]);
        }
        total
    }

    search(&values, 0, target)
}
