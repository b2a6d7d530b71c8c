/**
 * The number of right/down routes from the top-left to the bottom-right free cell.
 * @param {Array<string>} grid
 * @returns {number}
 */
function countRoutes(grid) {
  const rows = grid.length;
  const cols = grid[0].length;
  const ways = new Array(cols).fill(0); // ways[c] = routes to (current row, c)
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (grid[r][c] === "#") {
        ways[c] = 0;
      } else if (r === 0 && c === 0) {
        ways[c] = 1;
      } else if (c > 0) {
        ways[c] += ways[c - 1];
      }
    }
  }
  return ways[cols - 1];
}
