/**
 * The number of edges on a shortest path from vertex 0 to every vertex (-1 if unreachable).
 */
function hopDistances(n: number, edges: number[][]): number[] {
  const adjacent: number[][] = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adjacent[u].push(v);
    adjacent[v].push(u);
  }
  const dist: number[] = new Array(n).fill(-1);
  dist[0] = 0;
  const queue: number[] = [0];
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head];
    for (const v of adjacent[u]) {
      if (dist[v] === -1) {
        dist[v] = dist[u] + 1;
        queue.push(v);
      }
    }
  }
  return dist;
}
