class TxStore {
  constructor() {
    /** @type {Map<string, number>} */
    this.data = new Map();
    /** @type {Map<number, number>} */
    this.counts = new Map();
    /** @type {Array<Array<[string, number | null]>>} one undo log per open transaction: [key, value before the change or null] */
    this.log = [];
  }

  /**
   * Store value under key (null deletes it), keeping the value counts up to date.
   * @param {string} key
   * @param {number | null} value
   * @returns {void}
   */
  _write(key, value) {
    const old = this.data.get(key);
    if (old !== undefined) {
      this.counts.set(old, this.counts.get(old) - 1);
    }
    if (value === null) {
      this.data.delete(key);
    } else {
      this.data.set(key, value);
      this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
    }
  }

  /**
   * Remember the current value of key so the innermost open transaction can undo it.
   * @param {string} key
   * @returns {void}
   */
  _record(key) {
    if (this.log.length > 0) {
      this.log[this.log.length - 1].push([key, this.data.get(key) ?? null]);
    }
  }

  /**
   * @param {string} key
   * @returns {number | null}
   */
  get(key) {
    return this.data.get(key) ?? null;
  }

  /**
   * @param {string} key
   * @param {number} value
   * @returns {void}
   */
  set(key, value) {
    this._record(key);
    this._write(key, value);
  }

  /**
   * @param {string} key
   * @returns {boolean}
   */
  erase(key) {
    if (!this.data.has(key)) {
      return false;
    }
    this._record(key);
    this._write(key, null);
    return true;
  }

  /**
   * @param {number} value
   * @returns {number}
   */
  count(value) {
    return this.counts.get(value) ?? 0;
  }

  /**
   * @returns {void}
   */
  begin() {
    this.log.push([]);
  }

  /**
   * @returns {boolean}
   */
  rollback() {
    if (this.log.length === 0) {
      return false;
    }
    const changes = this.log.pop();
    for (let i = changes.length - 1; i >= 0; i--) {
      this._write(changes[i][0], changes[i][1]);
    }
    return true;
  }

  /**
   * @returns {boolean}
   */
  commit() {
    if (this.log.length === 0) {
      return false;
    }
    const changes = this.log.pop();
    if (this.log.length > 0) {
      this.log[this.log.length - 1].push(...changes);
    }
    return true;
  }
}
