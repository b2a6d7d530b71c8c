fn longest_day(stages: Vec<i64>, days: i64) -> i64 {
    if stages.is_empty() {
        return 0;
    }
    let mut low = *stages.iter().max().unwrap();
    let mut high: i64 = stages.iter().sum();
    while low < high {
        let limit = (low + high) / 2;
        let (mut used, mut walked) = (1, 0);
        for &stage in &stages {
            if walked + stage > limit {
                used += 1;
                walked = 0;
            }
            walked += stage;
        }
        if used <= days {
            high = limit;
        } else {
            low = limit + 1;
        }
    }
    low
}
