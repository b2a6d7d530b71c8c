/**
 * A key-value store with nested transactions: one undo log per open transaction, and a count
 * of keys per value so that count() is O(1).
 */
class TxStore {
  private readonly data = new Map<string, number>();
  private readonly counts = new Map<number, number>();
  // (key, previous value), oldest first
  private readonly logs: [string, number | null][][] = [];

  constructor() {
  }

  private write(key: string, value: number | null, record: boolean): void {
    const old = this.data.get(key) ?? null;
    if (old === value) return;
    if (record && this.logs.length > 0) this.logs[this.logs.length - 1].push([key, old]);
    if (old !== null) this.counts.set(old, (this.counts.get(old) ?? 0) - 1);
    if (value === null) {
      this.data.delete(key);
    } else {
      this.data.set(key, value);
      this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
    }
  }

  set(key: string, value: number): void {
    this.write(key, value, true);
  }

  get(key: string): number {
    return this.data.get(key) ?? -1;
  }

  delete(key: string): boolean {
    if (!this.data.has(key)) return false;
    this.write(key, null, true);
    return true;
  }

  count(value: number): number {
    return this.counts.get(value) ?? 0;
  }

  begin(): number {
    this.logs.push([]);
    return this.logs.length;
  }

  commit(): number {
    const log = this.logs.pop();
    if (log === undefined) return -1;
    if (this.logs.length > 0) {
      const outer = this.logs[this.logs.length - 1];
      for (const change of log) outer.push(change);
    }
    return this.logs.length;
  }

  rollback(): number {
    const log = this.logs.pop();
    if (log === undefined) return -1;
    for (let i = log.length - 1; i >= 0; i--) this.write(log[i][0], log[i][1], false);
    return this.logs.length;
  }
}
