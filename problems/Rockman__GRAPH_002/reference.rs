use std::collections::HashMap;

fn group_sizes(records: Vec<String>) -> Vec<i64> {
    let mut index: HashMap<String, usize> = HashMap::new();
    let mut neighbours: Vec<Vec<usize>> = Vec::new();
    for record in &records {
        let mut ids = Vec::with_capacity(2);
        for part in record.split('-') {
            let name = part.trim_matches(' ').to_ascii_lowercase();
            let next = neighbours.len();
            let id = *index.entry(name).or_insert(next);
            if id == next {
                neighbours.push(Vec::new());
            }
            ids.push(id);
        }
        if ids.len() == 2 && ids[0] != ids[1] {
            neighbours[ids[0]].push(ids[1]);
            neighbours[ids[1]].push(ids[0]);
        }
    }

    let mut seen = vec![false; neighbours.len()];
    let mut sizes: Vec<i64> = Vec::new();
    for start in 0..neighbours.len() {
        if seen[start] {
            continue;
        }
        seen[start] = true;
        let mut stack = vec![start];
        let mut size = 0i64;
        while let Some(person) = stack.pop() {
            size += 1;
            for &other in &neighbours[person] {
                if !seen[other] {
                    seen[other] = true;
                    stack.push(other);
                }
            }
        }
        sizes.push(size);
    }
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    sizes
}
