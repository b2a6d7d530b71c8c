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

    // missing: take the courses semester by semester (all courses whose prerequisites are
    // passed), count the semesters, and return -1 if any course can never be taken
