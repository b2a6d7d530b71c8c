class TxStore {
  private data = new Map<string, number>();
  private counts = new Map<number, number>();
  // one undo log per open transaction: [key, value before the change or null]
  private log: [string, number | null][][] = [];

  constructor() {}

  /** Store value under key (null deletes it), keeping the value counts up to date. */
  private write(key: string, value: number | null): void {
    const old = this.data.get(key);
    if (old !== undefined) {
      this.counts.set(old, this.counts.get(old)! - 1);
    }
    if (value === null) {
      this.data.delete(key);
    } else {
      this.data.set(key, value);
      this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
    }
  }

  /** Remember the current value of key so the innermost open transaction can undo it. */
  private record(key: string): void {
    // missing: complete this method
  }

  get(key: string): number | null {
    return this.data.get(key) ?? null;
  }

  set(key: string, value: number): void {
    this.record(key);
    this.write(key, value);
  }

  erase(key: string): boolean {
    if (!this.data.has(key)) {
      return false;
    }
    this.record(key);
    this.write(key, null);
    return true;
  }

  count(value: number): number {
    return this.counts.get(value) ?? 0;
  }

  // missing: complete begin, rollback and commit

  begin(): void {
    throw new Error("not implemented");
  }

  rollback(): boolean {
    throw new Error("not implemented");
  }

  commit(): boolean {
    throw new Error("not implemented");
  }
}
