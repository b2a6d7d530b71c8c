const ROAD = /^ *([A-Za-z]+) *(->|-) *([A-Za-z]+) *: *([0-9]+) *$/;

/** A binary min-heap of [distance, node] pairs. */
class MinHeap {
  private readonly items: [number, number][] = [];

  get size(): number {
    return this.items.length;
  }

  push(item: [number, number]): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent][0] <= items[i][0]) break;
      [items[parent], items[i]] = [items[i], items[parent]];
      i = parent;
    }
  }

  pop(): [number, number] {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last !== undefined) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < items.length && items[left][0] < items[smallest][0]) smallest = left;
        if (right < items.length && items[right][0] < items[smallest][0]) smallest = right;
        if (smallest === i) break;
        [items[smallest], items[i]] = [items[i], items[smallest]];
        i = smallest;
      }
    }
    return top;
  }
}

/** Distances from source, -1 when unreachable. */
function dijkstra(graph: Map<number, number>[], source: number): number[] {
  const dist: number[] = new Array(graph.length).fill(-1);
  dist[source] = 0;
  const heap = new MinHeap();
  heap.push([0, source]);
  while (heap.size > 0) {
    const [d, u] = heap.pop();
    if (d > dist[u]) continue;
    for (const [v, w] of graph[u]) {
      const nd = d + w;
      if (dist[v] < 0 || nd < dist[v]) {
        dist[v] = nd;
        heap.push([nd, v]);
      }
    }
  }
  return dist;
}

/** Shortest route lengths between cities of a road map given as text lines. */
function routeLengths(lines: string[], queries: string[][]): number[] {
  const index = new Map<string, number>();
  const graph: Map<number, number>[] = []; // graph[u] maps v to the shortest road u -> v
  const city = (name: string): number => {
    let id = index.get(name);
    if (id === undefined) {
      id = graph.length;
      index.set(name, id);
      graph.push(new Map<number, number>());
    }
    return id;
  };
  for (const line of lines) {
    const m = ROAD.exec(line);
    if (m === null) continue;
    const weight = Number(m[4]);
    if (weight > 1e6) continue;
    const a = city(m[1]);
    const b = city(m[3]);
    const edges: [number, number][] = m[2] === '->' ? [[a, b]] : [[a, b], [b, a]];
    for (const [u, v] of edges) {
      const known = graph[u].get(v);
      if (known === undefined || weight < known) graph[u].set(v, weight);
    }
  }
  const cache = new Map<number, number[]>();
  const out: number[] = [];
  for (const [source, target] of queries) {
    const s = index.get(source);
    const t = index.get(target);
    if (s === undefined || t === undefined) {
      out.push(-1);
      continue;
    }
    let dist = cache.get(s);
    if (dist === undefined) {
      dist = dijkstra(graph, s);
      cache.set(s, dist);
    }
    out.push(dist[t]);
  }
  return out;
}
