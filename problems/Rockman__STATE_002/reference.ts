/**
 * Entries with an expiry, and a binary min-heap of [expiry, key] pairs (possibly stale) that
 * is purged up to the current time before every operation.
 */
class TTLCache {
  private readonly entries = new Map<number, [number, number]>(); // key -> [value, expiry]
  private readonly heap: [number, number][] = [];

  constructor() {
  }

  private static less(a: [number, number], b: [number, number]): boolean {
    return a[0] !== b[0] ? a[0] < b[0] : a[1] < b[1];
  }

  private push(item: [number, number]): void {
    const heap = this.heap;
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!TTLCache.less(heap[i], heap[parent])) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  }

  private pop(): [number, number] {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop() as [number, number];
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && TTLCache.less(heap[l], heap[m])) m = l;
        if (r < heap.length && TTLCache.less(heap[r], heap[m])) m = r;
        if (m === i) break;
        [heap[i], heap[m]] = [heap[m], heap[i]];
        i = m;
      }
    }
    return top;
  }

  private purge(now: number): void {
    while (this.heap.length > 0 && this.heap[0][0] <= now) {
      const [expiry, key] = this.pop();
      const entry = this.entries.get(key);
      if (entry !== undefined && entry[1] === expiry) this.entries.delete(key);
    }
  }

  put(key: number, value: number, ttl: number, now: number): boolean {
    this.purge(now);
    const alive = this.entries.has(key);
    this.entries.set(key, [value, now + ttl]);
    this.push([now + ttl, key]);
    return alive;
  }

  get(key: number, now: number): number {
    this.purge(now);
    const entry = this.entries.get(key);
    return entry === undefined ? -1 : entry[0];
  }

  touch(key: number, ttl: number, now: number): boolean {
    this.purge(now);
    const entry = this.entries.get(key);
    if (entry === undefined) return false;
    this.entries.set(key, [entry[0], now + ttl]);
    this.push([now + ttl, key]);
    return true;
  }

  remove(key: number, now: number): boolean {
    this.purge(now);
    return this.entries.delete(key);
  }

  aliveCount(now: number): number {
    this.purge(now);
    return this.entries.size;
  }
}
