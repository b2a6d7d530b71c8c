/**
 * A fixed-capacity FIFO queue of integers stored in a circular array: O(1) per operation.
 */
class RingBuffer {
  /** @type {Array<number>} */
  #slots;
  #head = 0;
  #count = 0;

  /**
   * @param {number} capacity
   */
  constructor(capacity) {
    this.#slots = new Array(capacity).fill(0);
  }

  /**
   * @param {number} value
   * @returns {boolean}
   */
  offer(value) {
    if (this.#count === this.#slots.length) {
      return false;
    }
    this.#slots[(this.#head + this.#count) % this.#slots.length] = value;
    this.#count++;
    return true;
  }

  /** @returns {number | null} */
  poll() {
    if (this.#count === 0) {
      return null;
    }
    const value = this.#slots[this.#head];
    this.#head = (this.#head + 1) % this.#slots.length;
    this.#count--;
    return value;
  }

  /** @returns {number | null} */
  peekFront() {
    return this.#count === 0 ? null : this.#slots[this.#head];
  }

  /** @returns {number | null} */
  peekBack() {
    if (this.#count === 0) {
      return null;
    }
    return this.#slots[(this.#head + this.#count - 1) % this.#slots.length];
  }

  /** @returns {number} */
  size() {
    return this.#count;
  }

  /** @returns {boolean} */
  isFull() {
    return this.#count === this.#slots.length;
  }
}
