/**
 * A cache that evicts the least frequently used entry (the least recently used among ties).
 * Each frequency has a Set of keys in insertion order, least recently used first.
 */
class LFUCache {
  /** @param {number} capacity */
  constructor(capacity) {
    this.capacity = capacity;
    /** @type {Map<number, number>} */
    this.values = new Map();
    /** @type {Map<number, number>} */
    this.freq = new Map();
    /** @type {Map<number, Set<number>>} */
    this.buckets = new Map();
    this.minFreq = 0;
  }

  /** @param {number} key */
  use(key) {
    const f = this.freq.get(key);
    const bucket = this.buckets.get(f);
    bucket.delete(key);
    if (bucket.size === 0) {
      this.buckets.delete(f);
      if (this.minFreq === f) this.minFreq = f + 1;
    }
    this.freq.set(key, f + 1);
    if (!this.buckets.has(f + 1)) this.buckets.set(f + 1, new Set());
    this.buckets.get(f + 1).add(key);
  }

  /**
   * @param {number} key
   * @returns {number}
   */
  get(key) {
    if (!this.values.has(key)) return -1;
    this.use(key);
    return this.values.get(key);
  }

  /**
   * @param {number} key
   * @param {number} value
   * @returns {number}
   */
  put(key, value) {
    if (this.values.has(key)) {
      this.values.set(key, value);
      this.use(key);
      return -1;
    }
    let evicted = -1;
    if (this.values.size >= this.capacity) {
      const bucket = this.buckets.get(this.minFreq);
      evicted = bucket.values().next().value;
      bucket.delete(evicted);
      if (bucket.size === 0) this.buckets.delete(this.minFreq);
      this.values.delete(evicted);
      this.freq.delete(evicted);
    }
    this.values.set(key, value);
    this.freq.set(key, 1);
    if (!this.buckets.has(1)) this.buckets.set(1, new Set());
    this.buckets.get(1).add(key);
    this.minFreq = 1;
    return evicted;
  }

  /**
   * @param {number} key
   * @returns {number}
   */
  frequency(key) {
    return this.freq.get(key) ?? 0;
  }

  /** @returns {number} */
  size() {
    return this.values.size;
  }
}
