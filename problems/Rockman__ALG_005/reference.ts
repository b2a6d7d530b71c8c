/**
 * The number of ways to place n non-attacking queens on the usable squares of board.
 */
function countQueenPlacements(board: string[]): number {
  const n = board.length;
  const cols: boolean[] = new Array(n).fill(false);
  const diag: boolean[] = new Array(2 * n).fill(false); // indexed by r - c + n - 1
  const anti: boolean[] = new Array(2 * n).fill(false); // indexed by r + c

  function place(r: number): number {
    if (r === n) return 1;
    let total = 0;
    for (let c = 0; c < n; c++) {
      const d = r - c + n - 1;
      if (board[r][c] === '#' || cols[c] || diag[d] || anti[r + c]) continue;
      cols[c] = diag[d] = anti[r + c] = true;
      total += place(r + 1);
      cols[c] = diag[d] = anti[r + c] = false;
    }
    return total;
  }

  return place(0);
}
