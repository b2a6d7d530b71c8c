const MAX_MEMBER_LENGTH = 10;
const MAX_TITLE_LENGTH = 15;
const MAX_COPIES_PER_ADD = 50;
const FINE_CAP_DAYS = 20;

/**
 * @param {string} member
 * @returns {boolean}
 */
function validMember(member) {
  return /^[a-z]+$/.test(member) && member.length <= MAX_MEMBER_LENGTH;
}

/**
 * @param {string} title
 * @returns {boolean}
 */
function validTitle(title) {
  return /^[a-z0-9][a-z0-9-]*$/.test(title) && title.length <= MAX_TITLE_LENGTH;
}

class LendingDesk {
  /**
   * @param {number} maxLoans
   * @param {number} loanDays
   * @param {number} dailyFine
   */
  constructor(maxLoans, loanDays, dailyFine) {
    this.maxLoans = maxLoans;
    this.loanDays = loanDays;
    this.dailyFine = dailyFine;
    this.clock = 0;
    /** @type {Map<string, number>} */
    this.shelf = new Map();
    /** @type {Map<string, Map<string, number>>} member -> title -> due day */
    this.loans = new Map();
    /** @type {Map<string, number>} */
    this.balance = new Map();
  }

  /**
   * Validates a dated request; a valid one moves the clock to its day.
   * @param {string} member
   * @param {string} title
   * @param {number} day
   * @returns {boolean}
   */
  accept(member, title, day) {
    if (!validMember(member) || !validTitle(title) || day < this.clock) {
      return false;
    }
    this.clock = day;
    return true;
  }

  /**
   * @param {string} title
   * @param {number} count
   * @returns {number}
   */
  addCopies(title, count) {
    if (!validTitle(title) || count < 1 || count > MAX_COPIES_PER_ADD) {
      return -1;
    }
    this.shelf.set(title, (this.shelf.get(title) ?? 0) + count);
    return this.shelf.get(title);
  }

  /**
   * @param {string} member
   * @returns {Map<string, number>}
   */
  heldBy(member) {
    return this.loans.get(member) ?? new Map();
  }

  /**
   * @param {string} member
   * @returns {number}
   */
  balanceOf(member) {
    return this.balance.get(member) ?? 0;
  }

  /**
   * @param {string} member
   * @param {string} title
   * @returns {string}
   */
  refusal(member, title) {
    if (!this.shelf.has(title)) {
      return "UNKNOWN";
    }
    if (this.balanceOf(member) > 0) {
      return "BLOCKED";
    }
    if (this.heldBy(member).has(title)) {
      return "DUPLICATE";
    }
    if (this.heldBy(member).size >= this.maxLoans) {
      return "LIMIT";
    }
    return this.shelf.get(title) === 0 ? "WAIT" : "";
  }

  /**
   * @param {string} member
   * @param {string} title
   * @param {number} day
   * @returns {string}
   */
  borrow(member, title, day) {
    if (!this.accept(member, title, day)) {
      return "INVALID";
    }
    const refused = this.refusal(member, title);
    if (refused) {
      return refused;
    }
    this.shelf.set(title, this.shelf.get(title) - 1);
    if (!this.loans.has(member)) {
      this.loans.set(member, new Map());
    }
    this.loans.get(member).set(title, day + this.loanDays);
    return "OK";
  }

  /**
   * @param {string} member
   * @param {string} title
   * @param {number} day
   * @returns {number}
   */
  giveBack(member, title, day) {
    if (!this.accept(member, title, day)) {
      return -1;
    }
    const held = this.loans.get(member);
    if (held === undefined || !held.has(title)) {
      return -2;
    }
    const lateDays = Math.min(Math.max(0, day - held.get(title)), FINE_CAP_DAYS);
    held.delete(title);
    const fine = lateDays * this.dailyFine;
    this.shelf.set(title, this.shelf.get(title) + 1);
    this.balance.set(member, this.balanceOf(member) + fine);
    return fine;
  }

  /**
   * @param {string} member
   * @param {number} amount
   * @returns {number}
   */
  pay(member, amount) {
    if (!validMember(member) || amount < 1) {
      return -1;
    }
    const remaining = Math.max(0, this.balanceOf(member) - amount);
    this.balance.set(member, remaining);
    return remaining;
  }

  /**
   * @param {number} day
   * @returns {number}
   */
  overdue(day) {
    if (day < this.clock) {
      return -1;
    }
    this.clock = day;
    let count = 0;
    for (const held of this.loans.values()) {
      count += [...held.values()].filter((due) => due < day).length;
    }
    return count;
  }
}
