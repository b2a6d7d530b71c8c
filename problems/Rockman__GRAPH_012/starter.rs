fn try_assign(
    worker: usize,
    seen: &mut [bool],
    can_do: &[Vec<usize>],
    holder: &mut [Option<usize>],
) -> bool {
    for &job in &can_do[worker] {
        if seen[job] {
            continue;
        }
        seen[job] = true;
        let free = match holder[job] {
            None => true,
            Some(other) => try_assign(other, seen, can_do, holder),
        };
        if free {
            holder[job] = Some(worker);
            return true;
        }
    }
    false
}

fn max_assignments(workers: i64, jobs: i64, skills: Vec<Vec<i64>>) -> i64 {
    let mut can_do: Vec<Vec<usize>> = vec![Vec::new(); workers as usize];
    for skill in &skills {
        can_do[skill[0] as usize].push(skill[1] as usize);
    }
    // holder[job] = the worker currently assigned to job, or None
    let mut holder: Vec<Option<usize>> = vec![None; jobs as usize];

    let mut assigned = 0;
    let mut seen = vec![false; jobs as usize];
    for worker in 0..workers as usize {
        if try_assign(worker, &mut seen, &can_do, &mut holder) {
            assigned += 1;
        }
    }
    assigned
}
