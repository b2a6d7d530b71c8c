fn exact_loads(weights: Vec<i64>, capacity: i64) -> Vec<Vec<i64>> {
    fn search(
        weights: &[i64],
        start: usize,
        remaining: i64,
        chosen: &mut Vec<i64>,
        result: &mut Vec<Vec<i64>>,
    ) {
        if remaining == 0 {
            result.push(std::mem::take(chosen));
            return;
        }
        for i in start..weights.len() {
            if weights[i] <= remaining {
                chosen.push(i as i64);
                search(weights, i, remaining - weights[i], chosen, result);
                chosen.pop();
            }
        }
    }

    let mut result: Vec<Vec<i64>> = Vec::new();
    let mut chosen: Vec<i64> = Vec::new();
    search(&weights, 0, capacity, &mut chosen, &mut result);
    result
}
