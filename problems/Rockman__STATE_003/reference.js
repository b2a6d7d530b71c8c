/** One balance per account; failures are return codes that change nothing. */
class Bank {
  constructor() {
    /** @type {Map<string, number>} */
    this.balances = new Map();
  }

  /**
   * @param {string} account
   * @returns {boolean}
   */
  open(account) {
    if (this.balances.has(account)) return false;
    this.balances.set(account, 0);
    return true;
  }

  /**
   * @param {string} account
   * @param {number} amount
   * @returns {number}
   */
  deposit(account, amount) {
    if (!this.balances.has(account)) return -1;
    const next = this.balances.get(account) + amount;
    this.balances.set(account, next);
    return next;
  }

  /**
   * @param {string} account
   * @param {number} amount
   * @returns {number}
   */
  withdraw(account, amount) {
    if (!this.balances.has(account)) return -1;
    const current = this.balances.get(account);
    if (current < amount) return -2;
    this.balances.set(account, current - amount);
    return current - amount;
  }

  /**
   * @param {string} source
   * @param {string} target
   * @param {number} amount
   * @returns {number}
   */
  transfer(source, target, amount) {
    if (!this.balances.has(source) || !this.balances.has(target)) return -1;
    if (source === target) return -3;
    const from = this.balances.get(source);
    if (from < amount) return -2;
    this.balances.set(source, from - amount);
    this.balances.set(target, this.balances.get(target) + amount);
    return 0;
  }

  /**
   * @param {string} account
   * @returns {number}
   */
  balance(account) {
    return this.balances.has(account) ? this.balances.get(account) : -1;
  }
}
