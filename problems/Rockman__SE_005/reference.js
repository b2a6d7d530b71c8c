class Account {
  /** @param {number} limit */
  constructor(limit) {
    this.balance = 0;
    this.limit = limit;
  }

  /**
   * @param {number} amount
   * @returns {boolean}
   */
  canWithdraw(amount) {
    throw new Error('abstract');
  }

  /** @param {number} amount */
  withdraw(amount) {
    this.balance -= amount;
  }

  monthEnd() {}
}

class CheckingAccount extends Account {
  /** @param {number} amount */
  canWithdraw(amount) {
    return this.balance - amount - 1 >= 0;
  }

  /** @param {number} amount */
  withdraw(amount) {
    this.balance -= amount + 1; // the fee
  }

  monthEnd() {
    if (this.balance < 100) this.balance = Math.max(0, this.balance - 2);
  }
}

class SavingsAccount extends Account {
  /** @param {number} limit */
  constructor(limit) {
    super(limit);
    this.withdrawals = 0;
  }

  /** @param {number} amount */
  canWithdraw(amount) {
    return this.balance >= amount && this.withdrawals < this.limit;
  }

  /** @param {number} amount */
  withdraw(amount) {
    this.balance -= amount;
    this.withdrawals++;
  }

  monthEnd() {
    if (this.balance > 0) this.balance += Math.floor((this.balance * 2) / 100);
    this.withdrawals = 0;
  }
}

class CreditAccount extends Account {
  /** @param {number} amount */
  canWithdraw(amount) {
    return this.balance - amount >= -this.limit;
  }

  monthEnd() {
    if (this.balance < 0) {
      const debt = -this.balance;
      this.balance -= Math.floor((debt * 5 + 99) / 100);
    }
  }
}

const KINDS = new Map([
  ['checking', CheckingAccount],
  ['savings', SavingsAccount],
  ['credit', CreditAccount],
]);

/**
 * A book of bank accounts of three kinds; every failure is a false or null result.
 */
class AccountBook {
  /** @type {Map<string, Account>} */
  #accounts = new Map();

  constructor() {}

  /**
   * @param {string} accountId
   * @param {string} kind
   * @param {number} limit
   * @returns {boolean}
   */
  open(accountId, kind, limit) {
    const Kind = KINDS.get(kind);
    if (this.#accounts.has(accountId) || Kind === undefined || limit < 0) return false;
    this.#accounts.set(accountId, new Kind(limit));
    return true;
  }

  /**
   * @param {string} accountId
   * @param {number} amount
   * @returns {boolean}
   */
  deposit(accountId, amount) {
    const account = this.#accounts.get(accountId);
    if (account === undefined || amount <= 0) return false;
    account.balance += amount;
    return true;
  }

  /**
   * @param {string} accountId
   * @param {number} amount
   * @returns {boolean}
   */
  withdraw(accountId, amount) {
    const account = this.#accounts.get(accountId);
    if (account === undefined || amount <= 0 || !account.canWithdraw(amount)) return false;
    account.withdraw(amount);
    return true;
  }

  /**
   * @param {string} source
   * @param {string} target
   * @param {number} amount
   * @returns {boolean}
   */
  transfer(source, target, amount) {
    const to = this.#accounts.get(target);
    if (source === target || to === undefined) return false;
    if (!this.withdraw(source, amount)) return false;
    to.balance += amount;
    return true;
  }

  /** @returns {void} */
  monthEnd() {
    for (const account of this.#accounts.values()) account.monthEnd();
  }

  /**
   * @param {string} accountId
   * @returns {number | null}
   */
  balance(accountId) {
    const account = this.#accounts.get(accountId);
    return account === undefined ? null : account.balance;
  }
}
