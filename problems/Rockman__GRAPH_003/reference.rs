use std::collections::HashSet;

fn min_semesters(n: i64, prerequisites: Vec<Vec<i64>>) -> i64 {
    let n = n as usize;
    let mut successors: Vec<HashSet<usize>> = vec![HashSet::new(); n];
    for entry in &prerequisites {
        let (before, after) = (entry[0] as usize, entry[1] as usize);
        successors[before].insert(after);
    }
    let mut indegree = vec![0usize; n];
    for before in 0..n {
        for &after in &successors[before] {
            indegree[after] += 1;
        }
    }

    let mut current: Vec<usize> = (0..n).filter(|&course| indegree[course] == 0).collect();
    let mut semesters = 0;
    let mut taken = 0;
    while !current.is_empty() {
        semesters += 1;
        taken += current.len();
        let mut following = Vec::new();
        for &course in &current {
            for &after in &successors[course] {
                indegree[after] -= 1;
                if indegree[after] == 0 {
                    following.push(after);
                }
            }
        }
        current = following;
    }
    if taken == n {
        semesters
    } else {
        -1
    }
}
