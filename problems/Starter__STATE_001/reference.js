/**
 * A key-value cache of at most capacity entries that evicts the least recently used one.
 * A Map iterates in insertion order, so re-inserting an entry makes it the most recent and
 * the first key is the least recently used.
 */
class LRUCache {
  /** @type {number} */
  #capacity;
  /** @type {Map<number, number>} */
  #entries = new Map();

  /**
   * @param {number} capacity
   */
  constructor(capacity) {
    this.#capacity = capacity;
  }

  /**
   * @param {number} key
   * @returns {number}
   */
  get(key) {
    if (!this.#entries.has(key)) {
      return -1;
    }
    const value = this.#entries.get(key);
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /**
   * @param {number} key
   * @param {number} value
   * @returns {void}
   */
  put(key, value) {
    if (this.#entries.has(key)) {
      this.#entries.delete(key);
    } else if (this.#entries.size >= this.#capacity) {
      this.#entries.delete(this.#entries.keys().next().value);
    }
    this.#entries.set(key, value);
  }

  /** @returns {number} */
  size() {
    return this.#entries.size;
  }
}
