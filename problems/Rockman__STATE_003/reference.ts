/** One balance per account; failures are return codes that change nothing. */
class Bank {
  private readonly balances = new Map<string, number>();

  constructor() {
  }

  open(account: string): boolean {
    if (this.balances.has(account)) return false;
    this.balances.set(account, 0);
    return true;
  }

  deposit(account: string, amount: number): number {
    const current = this.balances.get(account);
    if (current === undefined) return -1;
    this.balances.set(account, current + amount);
    return current + amount;
  }

  withdraw(account: string, amount: number): number {
    const current = this.balances.get(account);
    if (current === undefined) return -1;
    if (current < amount) return -2;
    this.balances.set(account, current - amount);
    return current - amount;
  }

  transfer(source: string, target: string, amount: number): number {
    const from = this.balances.get(source);
    const to = this.balances.get(target);
    if (from === undefined || to === undefined) return -1;
    if (source === target) return -3;
    if (from < amount) return -2;
    this.balances.set(source, from - amount);
    this.balances.set(target, to + amount);
    return 0;
  }

  balance(account: string): number {
    return this.balances.get(account) ?? -1;
  }
}
