abstract class Account {
  balance = 0;

  constructor(protected readonly limit: number) {}

  abstract canWithdraw(amount: number): boolean;

  withdraw(amount: number): void {
    this.balance -= amount;
  }

  monthEnd(): void {}
}

class CheckingAccount extends Account {
  static readonly FEE = 1;

  canWithdraw(amount: number): boolean {
    return this.balance - amount - CheckingAccount.FEE >= 0;
  }

  withdraw(amount: number): void {
    this.balance -= amount + CheckingAccount.FEE;
  }

  monthEnd(): void {
    if (this.balance < 100) this.balance = Math.max(0, this.balance - 2);
  }
}

class SavingsAccount extends Account {
  private withdrawals = 0;

  canWithdraw(amount: number): boolean {
    return this.balance >= amount && this.withdrawals < this.limit;
  }

  withdraw(amount: number): void {
    this.balance -= amount;
    this.withdrawals++;
  }

  monthEnd(): void {
    if (this.balance > 0) this.balance += Math.floor((this.balance * 2) / 100);
    this.withdrawals = 0;
  }
}

class CreditAccount extends Account {
  canWithdraw(amount: number): boolean {
    return this.balance - amount >= -this.limit;
  }

  monthEnd(): void {
    if (this.balance < 0) {
      const debt = -this.balance;
      this.balance -= Math.floor((debt * 5 + 99) / 100);
    }
  }
}

const KINDS = new Map<string, new (limit: number) => Account>([
  ['checking', CheckingAccount],
  ['savings', SavingsAccount],
  ['credit', CreditAccount],
]);

/**
 * A book of bank accounts of three kinds; every failure is a false or null result.
 */
class AccountBook {
  private readonly accounts = new Map<string, Account>();

  constructor() {}

  open(accountId: string, kind: string, limit: number): boolean {
    const Kind = KINDS.get(kind);
    if (this.accounts.has(accountId) || Kind === undefined || limit < 0) return false;
    this.accounts.set(accountId, new Kind(limit));
    return true;
  }

  deposit(accountId: string, amount: number): boolean {
    const account = this.accounts.get(accountId);
    if (account === undefined || amount <= 0) return false;
    account.balance += amount;
    return true;
  }

  withdraw(accountId: string, amount: number): boolean {
    const account = this.accounts.get(accountId);
    if (account === undefined || amount <= 0 || !account.canWithdraw(amount)) return false;
    account.withdraw(amount);
    return true;
  }

  transfer(source: string, target: string, amount: number): boolean {
    const to = this.accounts.get(target);
    if (source === target || to === undefined) return false;
    if (!this.withdraw(source, amount)) return false;
    to.balance += amount;
    return true;
  }

  monthEnd(): void {
    for (const account of this.accounts.values()) account.monthEnd();
  }

  balance(accountId: string): number | null {
    const account = this.accounts.get(accountId);
    return account === undefined ? null : account.balance;
  }
}
