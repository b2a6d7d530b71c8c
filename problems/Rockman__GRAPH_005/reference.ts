/**
 * The smallest possible size of team Red over all valid two-team splits, or -1 if none exists.
 */
function minRedTeam(n: number, rivalries: number[][]): number {
  const adjacent: number[][] = Array.from({ length: n }, () => []);
  for (const [u, v] of rivalries) {
    if (u === v) return -1;
    adjacent[u].push(v);
    adjacent[v].push(u);
  }
  const side: number[] = new Array(n).fill(-1);
  let red = 0;
  for (let start = 0; start < n; start++) {
    if (side[start] !== -1) continue;
    side[start] = 0;
    const counts: number[] = [1, 0];
    const queue: number[] = [start];
    for (let head = 0; head < queue.length; head++) {
      const u = queue[head];
      for (const v of adjacent[u]) {
        if (side[v] === -1) {
          side[v] = 1 - side[u];
          counts[side[v]]++;
          queue.push(v);
        } else if (side[v] === side[u]) {
          return -1;
        }
      }
    }
    // each group is coloured independently: put its smaller side on Red
    red += Math.min(counts[0], counts[1]);
  }
  return red;
}
