/**
 * A stack of integers that also reports its smallest and largest element, every operation in
 * O(1): each entry keeps the minimum and maximum of the stack up to itself.
 */
class MinMaxStack {
  /** @type {Array<[number, number, number]>} [value, min so far, max so far] */
  #items = [];

  /**
   * @param {number} value
   * @returns {void}
   */
  push(value) {
    const last = this.#items.at(-1);
    if (last === undefined) {
      this.#items.push([value, value, value]);
    } else {
      this.#items.push([value, Math.min(last[1], value), Math.max(last[2], value)]);
    }
  }

  /** @returns {number | null} */
  pop() {
    const last = this.#items.pop();
    return last === undefined ? null : last[0];
  }

  /** @returns {number | null} */
  top() {
    return this.#items.at(-1)?.[0] ?? null;
  }

  /** @returns {number | null} */
  getMin() {
    return this.#items.at(-1)?.[1] ?? null;
  }

  /** @returns {number | null} */
  getMax() {
    return this.#items.at(-1)?.[2] ?? null;
  }

  /** @returns {number} */
  size() {
    return this.#items.length;
  }
}
