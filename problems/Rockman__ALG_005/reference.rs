fn count_queen_placements(board: Vec<String>) -> i64 {
    let rows: Vec<&[u8]> = board.iter().map(|row| row.as_bytes()).collect();
    let n = rows.len();
    let mut cols = vec![false; n];
    let mut diag = vec![false; 2 * n]; // indexed by r - c + n - 1
    let mut anti = vec![false; 2 * n]; // indexed by r + c
    place_queens(&rows, 0, &mut cols, &mut diag, &mut anti)
}

fn place_queens(
    rows: &[&[u8]],
    r: usize,
    cols: &mut [bool],
    diag: &mut [bool],
    anti: &mut [bool],
) -> i64 {
    let n = rows.len();
    if r == n {
        return 1;
    }
    let mut total = 0;
    for c in 0..n {
        let d = r + n - 1 - c;
        if rows[r][c] == b'#' || cols[c] || diag[d] || anti[r + c] {
            continue;
        }
        cols[c] = true;
        diag[d] = true;
        anti[r + c] = true;
        total += place_queens(rows, r + 1, cols, diag, anti);
        cols[c] = false;
        diag[d] = false;
        anti[r + c] = false;
    }
    total
}
