const MAX_HOLDS = 4;

/** @typedef {{status: string, customer: string, expiry: number}} Entry A held or sold seat. */

class BoxOffice {
  /**
   * @param {number} rows
   * @param {number} seats
   * @param {number} holdMinutes
   */
  constructor(rows, seats, holdMinutes) {
    this.rows = rows;
    this.seats = seats;
    this.holdMinutes = holdMinutes;
    /** @type {Map<number, Entry>} seat key (row * seats + seat) -> hold or sale */
    this.taken = new Map();
  }

  /**
   * @param {string} customer
   * @param {number} row
   * @param {number} seat
   * @param {number} minute
   * @returns {boolean}
   */
  hold(customer, row, seat, minute) {
    if (!this._valid(row, seat)) {
      return false;
    }
    this._expire(minute);
    const entry = this.taken.get(this._key(row, seat));
    if (entry === undefined) {
      return this._newHold(customer, this._key(row, seat), minute);
    }
    if (entry.status === "SOLD" || entry.customer !== customer) {
      return false;
    }
    entry.expiry = minute + this.holdMinutes;
    return true;
  }

  /**
   * @param {string} customer
   * @param {number} minute
   * @returns {number}
   */
  release(customer, minute) {
    this._expire(minute);
    const keys = this._holdsOf(customer);
    keys.forEach((key) => this.taken.delete(key));
    return keys.length;
  }

  /**
   * @param {string} customer
   * @param {number} minute
   * @returns {number}
   */
  confirm(customer, minute) {
    this._expire(minute);
    const keys = this._holdsOf(customer);
    keys.forEach((key) => {
      this.taken.get(key).status = "SOLD";
    });
    return keys.length;
  }

  /**
   * @param {number} row
   * @param {number} seat
   * @param {number} minute
   * @returns {string}
   */
  seatStatus(row, seat, minute) {
    if (!this._valid(row, seat)) {
      return "INVALID";
    }
    this._expire(minute);
    return this.taken.get(this._key(row, seat))?.status ?? "FREE";
  }

  /**
   * @param {number} minute
   * @returns {number}
   */
  freeCount(minute) {
    this._expire(minute);
    return this.rows * this.seats - this.taken.size;
  }

  /**
   * @param {number} count
   * @param {number} minute
   * @returns {number}
   */
  bestRow(count, minute) {
    this._expire(minute);
    for (let row = 0; row < this.rows; row++) {
      if (this._longestFreeRun(row) >= count) {
        return row;
      }
    }
    return -1;
  }

  _valid(row, seat) {
    return 0 <= row && row < this.rows && 0 <= seat && seat < this.seats;
  }

  _key(row, seat) {
    return row * this.seats + seat;
  }

  /** Frees every hold that has expired by minute (minutes never decrease). */
  _expire(minute) {
    for (const [key, entry] of this.taken) {
      if (entry.status === "HELD" && entry.expiry <= minute) {
        this.taken.delete(key);
      }
    }
  }

  _holdsOf(customer) {
    const keys = [];
    for (const [key, entry] of this.taken) {
      if (entry.status === "HELD" && entry.customer === customer) {
        keys.push(key);
      }
    }
    return keys;
  }

  _newHold(customer, key, minute) {
    if (this._holdsOf(customer).length >= MAX_HOLDS) {
      return false;
    }
    this.taken.set(key, { status: "HELD", customer, expiry: minute + this.holdMinutes });
    return true;
  }

  _longestFreeRun(row) {
    let best = 0;
    let run = 0;
    for (let seat = 0; seat < this.seats; seat++) {
      run = this.taken.has(this._key(row, seat)) ? 0 : run + 1;
      best = Math.max(best, run);
    }
    return best;
  }
}
