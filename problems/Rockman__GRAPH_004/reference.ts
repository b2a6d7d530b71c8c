/**
 * The length of a shortest route from junction 0 to junction n - 1 and the number of such
 * routes modulo 1000000007, or [-1, 0] when there is none.
 */
function shortestRouteCount(n: number, edges: number[][]): [number, number] {
  const MOD = 1000000007;
  const roads: [number, number][][] = Array.from({ length: n }, () => []);
  for (const [u, v, w] of edges) {
    roads[u].push([v, w]);
  }
  const dist: number[] = new Array(n).fill(Infinity);
  const ways: number[] = new Array(n).fill(0);
  dist[0] = 0;
  ways[0] = 1;

  // a binary min-heap of [distance, junction] entries
  const heap: [number, number][] = [];
  const less = (a: [number, number], b: [number, number]): boolean =>
    a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
  const push = (entry: [number, number]): void => {
    heap.push(entry);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!less(heap[i], heap[parent])) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  };
  const pop = (): [number, number] => {
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let smallest = i;
        if (l < heap.length && less(heap[l], heap[smallest])) smallest = l;
        if (r < heap.length && less(heap[r], heap[smallest])) smallest = r;
        if (smallest === i) break;
        [heap[i], heap[smallest]] = [heap[smallest], heap[i]];
        i = smallest;
      }
    }
    return top;
  };

  push([0, 0]);
  while (heap.length > 0) {
    const [d, u] = pop();
    if (d > dist[u]) continue; // a stale entry: u was already settled with a shorter distance
    for (const [v, w] of roads[u]) {
      const nd = d + w;
      if (nd < dist[v]) {
        dist[v] = nd;
        ways[v] = ways[u];
        push([nd, v]);
      } else if (nd === dist[v]) {
        ways[v] = (ways[v] + ways[u]) % MOD;
      }
    }
  }
  if (dist[n - 1] === Infinity) return [-1, 0];
  return [dist[n - 1], ways[n - 1]];
}
