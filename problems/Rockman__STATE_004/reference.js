/**
 * A key-value store with nested transactions: one undo log per open transaction, and a count
 * of keys per value so that count() is O(1).
 */
class TxStore {
  constructor() {
    /** @type {Map<string, number>} */
    this.data = new Map();
    /** @type {Map<number, number>} */
    this.counts = new Map();
    /** @type {Array<Array<[string, number | null]>>} (key, previous value), oldest first */
    this.logs = [];
  }

  write(key, value, record) {
    const old = this.data.has(key) ? this.data.get(key) : null;
    if (old === value) return;
    if (record && this.logs.length > 0) this.logs[this.logs.length - 1].push([key, old]);
    if (old !== null) this.counts.set(old, this.counts.get(old) - 1);
    if (value === null) {
      this.data.delete(key);
    } else {
      this.data.set(key, value);
      this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
    }
  }

  /**
   * @param {string} key
   * @param {number} value
   * @returns {void}
   */
  set(key, value) {
    this.write(key, value, true);
  }

  /**
   * @param {string} key
   * @returns {number}
   */
  get(key) {
    return this.data.has(key) ? this.data.get(key) : -1;
  }

  /**
   * @param {string} key
   * @returns {boolean}
   */
  delete(key) {
    if (!this.data.has(key)) return false;
    this.write(key, null, true);
    return true;
  }

  /**
   * @param {number} value
   * @returns {number}
   */
  count(value) {
    return this.counts.get(value) ?? 0;
  }

  /** @returns {number} */
  begin() {
    this.logs.push([]);
    return this.logs.length;
  }

  /** @returns {number} */
  commit() {
    if (this.logs.length === 0) return -1;
    const log = this.logs.pop();
    if (this.logs.length > 0) {
      const outer = this.logs[this.logs.length - 1];
      for (const change of log) outer.push(change);
    }
    return this.logs.length;
  }

  /** @returns {number} */
  rollback() {
    if (this.logs.length === 0) return -1;
    const log = this.logs.pop();
    for (let i = log.length - 1; i >= 0; i--) this.write(log[i][0], log[i][1], false);
    return this.logs.length;
  }
}
