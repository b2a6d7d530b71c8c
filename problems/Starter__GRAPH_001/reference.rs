use std::collections::{HashMap, VecDeque};

fn portal_steps(grid: Vec<String>) -> i64 {
    let cells: Vec<Vec<u8>> = grid.iter().map(|row| row.as_bytes().to_vec()).collect();
    let rows = cells.len();
    let cols = cells[0].len();
    let mut portals: HashMap<u8, Vec<(usize, usize)>> = HashMap::new();
    let (mut start, mut end) = ((0, 0), (0, 0));
    for (r, row) in cells.iter().enumerate() {
        for (c, &cell) in row.iter().enumerate() {
            match cell {
                b'S' => start = (r, c),
                b'E' => end = (r, c),
                b'a'..=b'z' => portals.entry(cell).or_default().push((r, c)),
                _ => {}
            }
        }
    }
    let mut partner: HashMap<(usize, usize), (usize, usize)> = HashMap::new();
    for ends in portals.values() {
        if ends.len() == 2 {
            partner.insert(ends[0], ends[1]);
            partner.insert(ends[1], ends[0]);
        }
    }

    let mut dist = vec![vec![-1i64; cols]; rows];
    dist[start.0][start.1] = 0;
    let mut queue = VecDeque::from([start]);
    while let Some((r, c)) = queue.pop_front() {
        if (r, c) == end {
            return dist[r][c];
        }
        let mut nexts: Vec<(i64, i64)> = vec![
            (r as i64 - 1, c as i64),
            (r as i64 + 1, c as i64),
            (r as i64, c as i64 - 1),
            (r as i64, c as i64 + 1),
        ];
        if let Some(&(pr, pc)) = partner.get(&(r, c)) {
            nexts.push((pr as i64, pc as i64));
        }
        for (nr, nc) in nexts {
            if nr < 0 || nc < 0 || nr >= rows as i64 || nc >= cols as i64 {
                continue;
            }
            let (nr, nc) = (nr as usize, nc as usize);
            if cells[nr][nc] != b'#' && dist[nr][nc] == -1 {
                dist[nr][nc] = dist[r][c] + 1;
                queue.push_back((nr, nc));
            }
        }
    }
    -1
}
