/**
 * The fewest steps from 'S' to 'E' in the maze, moving to adjacent open cells or jumping
 * between the two cells of a portal letter (each step costs 1), or -1 if 'E' is unreachable.
 */
function portalSteps(grid: string[]): number {
  const rows = grid.length;
  const cols = grid[0].length;
  // cells are numbered r * cols + c
  const portals = new Map<string, number[]>();
  let start = 0;
  let end = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = grid[r][c];
      if (cell === "S") {
        start = r * cols + c;
      } else if (cell === "E") {
        end = r * cols + c;
      } else if (cell >= "a" && cell <= "z") {
        const cells = portals.get(cell) ?? [];
        cells.push(r * cols + c);
        portals.set(cell, cells);
      }
    }
  }
  const partner = new Map<number, number>();
  for (const cells of portals.values()) {
    if (cells.length === 2) {
      partner.set(cells[0], cells[1]);
      partner.set(cells[1], cells[0]);
    }
  }

  const dist: number[] = new Array(rows * cols).fill(-1);
  dist[start] = 0;
  const queue: number[] = [start];
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head];
    if (cell === end) {
      return dist[cell];
    }
    const r = Math.floor(cell / cols);
    const c = cell % cols;
    const nexts: number[] = [];
    if (r > 0) nexts.push(cell - cols);
    if (r + 1 < rows) nexts.push(cell + cols);
    if (c > 0) nexts.push(cell - 1);
    if (c + 1 < cols) nexts.push(cell + 1);
    const jump = partner.get(cell);
    if (jump !== undefined) nexts.push(jump);
    for (const next of nexts) {
      if (dist[next] === -1 && grid[Math.floor(next / cols)][next % cols] !== "#") {
        dist[next] = dist[cell] + 1;
        queue.push(next);
      }
    }
  }
  return -1;
}
