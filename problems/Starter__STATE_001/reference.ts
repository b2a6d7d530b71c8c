/**
 * A key-value cache of at most capacity entries that evicts the least recently used one.
 * A Map iterates in insertion order, so re-inserting an entry makes it the most recent and
 * the first key is the least recently used.
 */
class LRUCache {
  private readonly entries = new Map<number, number>();

  constructor(private readonly capacity: number) {}

  get(key: number): number {
    const value = this.entries.get(key);
    if (value === undefined) {
      return -1;
    }
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  put(key: number, value: number): void {
    if (this.entries.has(key)) {
      this.entries.delete(key);
    } else if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }

  size(): number {
    return this.entries.size;
  }
}
