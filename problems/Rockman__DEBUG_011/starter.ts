function countBridges(n: number, edges: number[][]): number {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adj[u].push(v);
    adj[v].push(u);
  }
  const disc: number[] = new Array(n).fill(-1);
  const low: number[] = new Array(n).fill(0);
  const parent: number[] = new Array(n).fill(-1);
  const cursor: number[] = new Array(n).fill(0);
  let timer = 0;
  let bridges = 0;
  for (let root = 0; root < n; root++) {
    if (disc[root] !== -1) continue;
    disc[root] = low[root] = timer;
    timer++;
    const stack = [root];
    while (stack.length > 0) {
      const u = stack[stack.length - 1];
      if (cursor[u] < adj[u].length) {
        const v = adj[u][cursor[u]];
        cursor[u]++;
        if (v === parent[u]) continue;
        if (disc[v] === -1) {
          parent[v] = u;
          disc[v] = low[v] = timer;
          timer++;
          stack.push(v);
        } else {
          low[u] = Math.min(low[u], disc[v]);
        }
      } else {
        stack.pop();
        if (stack.length > 0) {
          const p = stack[stack.length - 1];
          low[p] = Math.min(low[p], low[u]);
          if (low[u] > disc[p]) bridges++;
        }
      }
    }
  }
  return bridges;
}
