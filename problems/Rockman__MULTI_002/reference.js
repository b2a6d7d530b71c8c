const ROAD = /^ *([A-Za-z]+) *(->|-) *([A-Za-z]+) *: *([0-9]+) *$/;

/**
 * A binary min-heap of [distance, node] pairs.
 */
class MinHeap {
  constructor() {
    /** @type {Array<[number, number]>} */
    this.items = [];
  }

  get size() {
    return this.items.length;
  }

  /** @param {[number, number]} item */
  push(item) {
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

  /** @returns {[number, number]} */
  pop() {
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

/**
 * @param {Array<Map<number, number>>} graph
 * @param {number} source
 * @returns {Array<number>} distances, -1 when unreachable
 */
function dijkstra(graph, source) {
  const dist = new Array(graph.length).fill(-1);
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

/**
 * Shortest route lengths between cities of a road map given as text lines.
 * @param {Array<string>} lines
 * @param {Array<Array<string>>} queries
 * @returns {Array<number>}
 */
function routeLengths(lines, queries) {
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Array<Map<number, number>>} graph[u] maps v to the shortest road u -> v */
  const graph = [];
  /** @param {string} name */
  const city = (name) => {
    let id = index.get(name);
    if (id === undefined) {
      id = graph.length;
      index.set(name, id);
      graph.push(new Map());
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
    const edges = m[2] === '->' ? [[a, b]] : [[a, b], [b, a]];
    for (const [u, v] of edges) {
      const known = graph[u].get(v);
      if (known === undefined || weight < known) graph[u].set(v, weight);
    }
  }
  /** @type {Map<number, Array<number>>} */
  const cache = new Map();
  const out = [];
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
