type Entry = [number, number];

/** Pushes entry onto the binary min-heap heap of [distance, town] entries. */
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

function fastestArrival(n: number, roads: number[][], source: number, target: number): number {
  const adj: Entry[][] = Array.from({ length: n }, () => []);
  for (const [u, v, w] of roads) {
    adj[u].push([v, w]);
    adj[v].push([u, w]);
  }
  const dist: number[] = new Array(n).fill(-1);
  const done: boolean[] = new Array(n).fill(false);
  dist[source] = 0;
  const heap: Entry[] = [[0, source]];
  while (heap.length > 0) {
    const [d, u] = heapPop(heap);
    if (done[u]) continue;
    done[u] = true;
    if (u === target) return d;
    for (const [v, w] of adj[u]) {
      const nd = d + w;
      if (!done[v] && (dist[v] === -1 || nd < dist[v])) {
        dist[v] = nd;
        heapPush(heap, [nd, v]);
      }
    }
  }
  return done[target] ? dist[target] : -1;
}
