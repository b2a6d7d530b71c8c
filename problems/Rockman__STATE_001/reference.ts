/**
 * A cache that evicts the least frequently used entry (the least recently used among ties).
 * Each frequency has a Set of keys in insertion order, least recently used first.
 */
class LFUCache {
  private readonly values = new Map<number, number>();
  private readonly freq = new Map<number, number>();
  private readonly buckets = new Map<number, Set<number>>();
  private minFreq = 0;

  constructor(private readonly capacity: number) {}

  private bucketFor(f: number): Set<number> {
    let bucket = this.buckets.get(f);
    if (bucket === undefined) {
      bucket = new Set<number>();
      this.buckets.set(f, bucket);
    }
    return bucket;
  }

  private use(key: number): void {
    const f = this.freq.get(key) as number;
    const bucket = this.bucketFor(f);
    bucket.delete(key);
    if (bucket.size === 0) {
      this.buckets.delete(f);
      if (this.minFreq === f) this.minFreq = f + 1;
    }
    this.freq.set(key, f + 1);
    this.bucketFor(f + 1).add(key);
  }

  get(key: number): number {
    const value = this.values.get(key);
    if (value === undefined) return -1;
    this.use(key);
    return value;
  }

  put(key: number, value: number): number {
    if (this.values.has(key)) {
      this.values.set(key, value);
      this.use(key);
      return -1;
    }
    let evicted = -1;
    if (this.values.size >= this.capacity) {
      const bucket = this.bucketFor(this.minFreq);
      evicted = bucket.values().next().value as number;
      bucket.delete(evicted);
      if (bucket.size === 0) this.buckets.delete(this.minFreq);
      this.values.delete(evicted);
      this.freq.delete(evicted);
    }
    this.values.set(key, value);
    this.freq.set(key, 1);
    this.bucketFor(1).add(key);
    this.minFreq = 1;
    return evicted;
  }

  frequency(key: number): number {
    return this.freq.get(key) ?? 0;
  }

  size(): number {
    return this.values.size;
  }
}
