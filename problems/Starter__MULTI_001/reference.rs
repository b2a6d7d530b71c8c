use std::cmp::Reverse;
use std::collections::{BTreeSet, BinaryHeap, HashMap};

fn is_name(part: &str) -> bool {
    !part.is_empty() && part.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

fn parse(lines: &[String]) -> (BTreeSet<String>, BTreeSet<(String, String)>) {
    let blank = |c: char| c == ' ' || c == '\t';
    let mut tasks = BTreeSet::new();
    let mut rules = BTreeSet::new();
    for raw in lines {
        let line = raw.trim_matches(blank);
        if line.is_empty() {
            continue;
        }
        let parts: Vec<&str> = line.split("->").map(|part| part.trim_matches(blank)).collect();
        if !parts.iter().all(|part| is_name(part)) {
            continue;
        }
        for part in &parts {
            tasks.insert(part.to_string());
        }
        for pair in parts.windows(2) {
            rules.insert((pair[0].to_string(), pair[1].to_string()));
        }
    }
    (tasks, rules)
}

fn build_order(lines: Vec<String>) -> Vec<String> {
    let (tasks, rules) = parse(&lines);
    let mut successors: HashMap<&str, Vec<&str>> = HashMap::new();
    let mut indegree: HashMap<&str, usize> = tasks.iter().map(|t| (t.as_str(), 0)).collect();
    for (before, after) in &rules {
        successors.entry(before.as_str()).or_default().push(after.as_str());
        *indegree.get_mut(after.as_str()).unwrap() += 1;
    }

    let mut ready: BinaryHeap<Reverse<&str>> = indegree
        .iter()
        .filter(|&(_, &degree)| degree == 0)
        .map(|(&task, _)| Reverse(task))
        .collect();
    let mut order: Vec<String> = Vec::new();
    while let Some(Reverse(task)) = ready.pop() {
        order.push(task.to_string());
        for &next in successors.get(task).map(|v| v.as_slice()).unwrap_or(&[]) {
            let degree = indegree.get_mut(next).unwrap();
            *degree -= 1;
            if *degree == 0 {
                ready.push(Reverse(next));
            }
        }
    }
    if order.len() == tasks.len() {
        order
    } else {
        Vec::new()
    }
}
