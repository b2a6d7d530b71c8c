use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// Matches " *([A-Za-z]+) *(->|-) *([A-Za-z]+) *: *([0-9]+) *" against the whole line:
/// (from, to, two_way, length), or None (also for a length above 10^6).
fn parse_road(line: &str) -> Option<(&str, &str, bool, i64)> {
    let bytes = line.as_bytes();
    let n = bytes.len();
    let mut i = 0;
    let skip = |i: &mut usize, pred: &dyn Fn(u8) -> bool| {
        let start = *i;
        while *i < n && pred(bytes[*i]) {
            *i += 1;
        }
        start
    };
    let space = |c: u8| c == b' ';
    let letter = |c: u8| c.is_ascii_alphabetic();
    let digit = |c: u8| c.is_ascii_digit();
    skip(&mut i, &space);
    let start = skip(&mut i, &letter);
    if i == start {
        return None;
    }
    let from = &line[start..i];
    skip(&mut i, &space);
    if i >= n || bytes[i] != b'-' {
        return None;
    }
    i += 1;
    let mut two_way = true;
    if i < n && bytes[i] == b'>' {
        two_way = false;
        i += 1;
    }
    skip(&mut i, &space);
    let start = skip(&mut i, &letter);
    if i == start {
        return None;
    }
    let to = &line[start..i];
    skip(&mut i, &space);
    if i >= n || bytes[i] != b':' {
        return None;
    }
    i += 1;
    skip(&mut i, &space);
    let start = skip(&mut i, &digit);
    if i == start {
        return None;
    }
    let digits = line[start..i].trim_start_matches('0');
    skip(&mut i, &space);
    if i != n {
        return None;
    }
    if digits.len() > 7 {
        return None;
    }
    let length: i64 = if digits.is_empty() { 0 } else { digits.parse().ok()? };
    if length > 1_000_000 {
        return None;
    }
    Some((from, to, two_way, length))
}

fn dijkstra(graph: &[HashMap<usize, i64>], source: usize) -> Vec<i64> {
    let mut dist = vec![-1i64; graph.len()];
    dist[source] = 0;
    let mut heap = BinaryHeap::new();
    heap.push(Reverse((0i64, source)));
    while let Some(Reverse((d, u))) = heap.pop() {
        if d > dist[u] {
            continue;
        }
        for (&v, &w) in &graph[u] {
            let nd = d + w;
            if dist[v] < 0 || nd < dist[v] {
                dist[v] = nd;
                heap.push(Reverse((nd, v)));
            }
        }
    }
    dist
}

fn route_lengths(lines: Vec<String>, queries: Vec<Vec<String>>) -> Vec<i64> {
    let mut index: HashMap<String, usize> = HashMap::new();
    let mut graph: Vec<HashMap<usize, i64>> = Vec::new(); // graph[u][v] = shortest road u -> v
    for line in &lines {
        let Some((from, to, two_way, length)) = parse_road(line) else { continue };
        let mut ends = [0usize; 2];
        for (slot, name) in ends.iter_mut().zip([from, to]) {
            *slot = match index.get(name) {
                Some(&id) => id,
                None => {
                    index.insert(name.to_string(), graph.len());
                    graph.push(HashMap::new());
                    graph.len() - 1
                }
            };
        }
        let (a, b) = (ends[0], ends[1]);
        let mut edges = vec![(a, b)];
        if two_way {
            edges.push((b, a));
        }
        for (u, v) in edges {
            let known = graph[u].entry(v).or_insert(length);
            if length < *known {
                *known = length;
            }
        }
    }
    let mut cache: HashMap<usize, Vec<i64>> = HashMap::new();
    let mut out = Vec::with_capacity(queries.len());
    for query in &queries {
        let (s, t) = match (index.get(&query[0]), index.get(&query[1])) {
            (Some(&s), Some(&t)) => (s, t),
            _ => {
                out.push(-1);
                continue;
            }
        };
        let dist = cache.entry(s).or_insert_with(|| dijkstra(&graph, s));
        out.push(dist[t]);
    }
    out
}
