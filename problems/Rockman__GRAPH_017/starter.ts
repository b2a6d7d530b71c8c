type Entry = [number, number];

/** Pushes entry onto the binary min-heap heap of [cost, site] entries. */
function heapPush(heap: Entry[], entry: Entry): void {
  heap.push(entry);
  let i = heap.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!less(heap[i], heap[parent])) break;
    [heap[i], heap[parent]] = [heap[parent], heap[i]];
    i = parent;
  }
}

/** Removes and returns the smallest entry of the binary min-heap heap. */
function heapPop(heap: Entry[]): Entry {
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
}

function less(a: Entry, b: Entry): boolean {
  return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
}

function minCableCost(n: number, cables: number[][]): number {
  const adj: Entry[][] = Array.from({ length: n }, () => []);
  for (const [u, v, w] of cables) {
    adj[u].push([w, v]);
    adj[v].push([w, u]);
  }
  const inTree: boolean[] = new Array(n).fill(false);
  inTree[0] = true;
  const heap: Entry[] = [[0, 0]];
  let total = 0;
  let joined = 0;
  while (heap.length > 0) {
    const [w, u] = heapPop(heap);
    total += w;
    joined += 1;
    for (const [w2, v] of adj[u]) {
      if (!inTree[v]) {
        inTree[v] = true;
        heapPush(heap, [w2, v]);
      }
    }
  }
  return joined === n ? total : -1;
}
