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
    // state: 0 free, 1 held, 2 sold
    /** @type {Array<Array<number>>} */
    this.state = Array.from({ length: rows }, () => new Array(seats).fill(0));
    /** @type {Array<Array<string>>} */
    this.who = Array.from({ length: rows }, () => new Array(seats).fill(""));
    /** @type {Array<Array<number>>} */
    this.until = Array.from({ length: rows }, () => new Array(seats).fill(0));
  }

  /**
   * @param {string} customer
   * @param {number} row
   * @param {number} seat
   * @param {number} minute
   * @returns {boolean}
   */
  hold(customer, row, seat, minute) {
    if (row < 0 || row >= this.rows || seat < 0 || seat >= this.seats) {
      return false;
    }
    for (let r = 0; r < this.rows; r++) {
      for (let s = 0; s < this.seats; s++) {
        if (this.state[r][s] === 1 && this.until[r][s] <= minute) {
          this.state[r][s] = 0;
          this.who[r][s] = "";
        }
      }
    }
    if (this.state[row][seat] === 2) {
      return false;
    }
    if (this.state[row][seat] === 1) {
      if (this.who[row][seat] === customer) {
        this.until[row][seat] = minute + this.holdMinutes;
        return true;
      } else {
        return false;
      }
    }
    let n = 0;
    for (let r = 0; r < this.rows; r++) {
      for (let s = 0; s < this.seats; s++) {
        if (this.state[r][s] === 1 && this.who[r][s] === customer) {
          n += 1;
        }
      }
    }
    if (n >= 4) {
      return false;
    }
    this.state[row][seat] = 1;
    this.who[row][seat] = customer;
    this.until[row][seat] = minute + this.holdMinutes;
    return true;
  }

  /**
   * @param {string} customer
   * @param {number} minute
   * @returns {number}
   */
  release(customer, minute) {
    for (let r = 0; r < this.rows; r++) {
      for (let s = 0; s < this.seats; s++) {
        if (this.state[r][s] === 1 && this.until[r][s] <= minute) {
          this.state[r][s] = 0;
          this.who[r][s] = "";
        }
      }
    }
    let n = 0;
    for (let r = 0; r < this.rows; r++) {
      for (let s = 0; s < this.seats; s++) {
        if (this.state[r][s] === 1 && this.who[r][s] === customer) {
          this.state[r][s] = 0;
          this.who[r][s] = "";
          n += 1;
        }
      }
    }
    return n;
  }

  /**
   * @param {string} customer
   * @param {number} minute
   * @returns {number}
   */
  confirm(customer, minute) {
    for (let r = 0; r < this.rows; r++) {
      for (let s = 0; s < this.seats; s++) {
        if (this.state[r][s] === 1 && this.until[r][s] <= minute) {
          this.state[r][s] = 0;
          this.who[r][s] = "";
        }
      }
    }
    let n = 0;
    for (let r = 0; r < this.rows; r++) {
      for (let s = 0; s < this.seats; s++) {
        if (this.state[r][s] === 1 && this.who[r][s] === customer) {
          this.state[r][s] = 2;
          n += 1;
        }
      }
    }
    return n;
  }

  /**
   * @param {number} row
   * @param {number} seat
   * @param {number} minute
   * @returns {string}
   */
  seatStatus(row, seat, minute) {
    if (row < 0 || row >= this.rows || seat < 0 || seat >= this.seats) {
      return "INVALID";
    }
    for (let r = 0; r < this.rows; r++) {
      for (let s = 0; s < this.seats; s++) {
        if (this.state[r][s] === 1 && this.until[r][s] <= minute) {
          this.state[r][s] = 0;
          this.who[r][s] = "";
        }
      }
    }
    if (this.state[row][seat] === 1) {
      return "HELD";
    } else if (this.state[row][seat] === 2) {
      return "SOLD";
    } else {
      return "FREE";
    }
  }

  /**
   * @param {number} minute
   * @returns {number}
   */
  freeCount(minute) {
    for (let r = 0; r < this.rows; r++) {
      for (let s = 0; s < this.seats; s++) {
        if (this.state[r][s] === 1 && this.until[r][s] <= minute) {
          this.state[r][s] = 0;
          this.who[r][s] = "";
        }
      }
    }
    let n = 0;
    for (let r = 0; r < this.rows; r++) {
      for (let s = 0; s < this.seats; s++) {
        if (this.state[r][s] === 0) {
          n += 1;
        }
      }
    }
    return n;
  }

  /**
   * @param {number} count
   * @param {number} minute
   * @returns {number}
   */
  bestRow(count, minute) {
    for (let r = 0; r < this.rows; r++) {
      for (let s = 0; s < this.seats; s++) {
        if (this.state[r][s] === 1 && this.until[r][s] <= minute) {
          this.state[r][s] = 0;
          this.who[r][s] = "";
        }
      }
    }
    for (let r = 0; r < this.rows; r++) {
      let run = 0;
      for (let s = 0; s < this.seats; s++) {
        if (this.state[r][s] === 0) {
          run += 1;
          if (run >= count) {
            return r;
          }
        } else {
          run = 0;
        }
      }
    }
    return -1;
  }
}
