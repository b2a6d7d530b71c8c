fn min_refills(target: i64, tank_range: i64, stations: Vec<i64>) -> i64 {
    let mut ordered = stations;
    ordered.sort_unstable();
    ordered.dedup();
    let mut reach = tank_range;
    let mut refills = 0;
    let mut i = 0;
    while reach < target {
        let mut best = -1;
        // among the stations that just became reachable, refill at the farthest one
        while i < ordered.len() && ordered[i] <= reach {
            best = ordered[i];
            i += 1;
        }
        if best == -1 {
            return -1;
        }
        reach = best + tank_range;
        refills += 1;
    }
    refills
}
