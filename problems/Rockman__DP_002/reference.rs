fn count_routes(grid: Vec<String>) -> i64 {
    let cols = grid[0].len();
    let mut ways = vec![0i64; cols]; // ways[c] = routes to (current row, c)
    for (r, row) in grid.iter().enumerate() {
        let cells = row.as_bytes();
        for c in 0..cols {
            if cells[c] == b'#' {
                ways[c] = 0;
            } else if r == 0 && c == 0 {
                ways[c] = 1;
            } else if c > 0 {
                ways[c] += ways[c - 1];
            }
        }
    }
    ways[cols - 1]
}
