/**
 * Pushes entry onto the binary min-heap heap of [distance, town] entries.
 * @param {Array<Array<number>>} heap
 * @param {Array<number>} entry
 */
function heapPush(heap, entry) {
  heap.push(entry);
  let i = heap.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!less(heap[i], heap[parent])) break;
    [heap[i], heap[parent]] = [heap[parent], heap[i]];
    i = parent;
  }
}

/**
 * Removes and returns the smallest entry of the binary min-heap heap.
 * @param {Array<Array<number>>} heap
 * @returns {Array<number>}
 */
function heapPop(heap) {
  const top = heap[0];
  const last = heap.pop();
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
}

/**
 * @param {Array<number>} a
 * @param {Array<number>} b
 * @returns {boolean}
 */
function less(a, b) {
  return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
}

/**
 * @param {number} n
 * @param {Array<Array<number>>} roads
 * @param {number} source
 * @param {number} target
 * @returns {number}
 */
function fastestArrival(n, roads, source, target) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v, w] of roads) {
    adj[u].push([v, w]);
    adj[v].push([u, w]);
  }
  const dist = new Array(n).fill(-1);
  dist[source] = 0;
  const seen = new Set([source]);
  const heap = [[0, source]];
  while (heap.length > 0) {
    const [d, u] = heapPop(heap);
    for (const [v, w] of adj[u]) {
      if (!seen.has(v)) {
        seen.add(v);
        dist[v] = d + w;
        heapPush(heap, [dist[v], v]);
      }
    }
  }
  return dist[target];
}
