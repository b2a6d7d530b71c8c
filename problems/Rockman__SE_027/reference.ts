const MAX_HOLDS = 4;

type Status = "HELD" | "SOLD";

/** A held or sold seat. */
interface Entry {
  status: Status;
  customer: string;
  expiry: number;
}

class BoxOffice {
  private rows: number;
  private seats: number;
  private holdMinutes: number;
  // seat key (row * seats + seat) -> hold or sale
  private taken = new Map<number, Entry>();

  constructor(rows: number, seats: number, holdMinutes: number) {
    this.rows = rows;
    this.seats = seats;
    this.holdMinutes = holdMinutes;
  }

  hold(customer: string, row: number, seat: number, minute: number): boolean {
    if (!this.valid(row, seat)) {
      return false;
    }
    this.expire(minute);
    const entry = this.taken.get(this.key(row, seat));
    if (entry === undefined) {
      return this.newHold(customer, this.key(row, seat), minute);
    }
    if (entry.status === "SOLD" || entry.customer !== customer) {
      return false;
    }
    entry.expiry = minute + this.holdMinutes;
    return true;
  }

  release(customer: string, minute: number): number {
    this.expire(minute);
    const keys = this.holdsOf(customer);
    keys.forEach((key) => this.taken.delete(key));
    return keys.length;
  }

  confirm(customer: string, minute: number): number {
    this.expire(minute);
    const keys = this.holdsOf(customer);
    keys.forEach((key) => {
      this.taken.get(key)!.status = "SOLD";
    });
    return keys.length;
  }

  seatStatus(row: number, seat: number, minute: number): string {
    if (!this.valid(row, seat)) {
      return "INVALID";
    }
    this.expire(minute);
    return this.taken.get(this.key(row, seat))?.status ?? "FREE";
  }

  freeCount(minute: number): number {
    this.expire(minute);
    return this.rows * this.seats - this.taken.size;
  }

  bestRow(count: number, minute: number): number {
    this.expire(minute);
    for (let row = 0; row < this.rows; row++) {
      if (this.longestFreeRun(row) >= count) {
        return row;
      }
    }
    return -1;
  }

  private valid(row: number, seat: number): boolean {
    return 0 <= row && row < this.rows && 0 <= seat && seat < this.seats;
  }

  private key(row: number, seat: number): number {
    return row * this.seats + seat;
  }

  /** Frees every hold that has expired by minute (minutes never decrease). */
  private expire(minute: number): void {
    for (const [key, entry] of this.taken) {
      if (entry.status === "HELD" && entry.expiry <= minute) {
        this.taken.delete(key);
      }
    }
  }

  private holdsOf(customer: string): number[] {
    const keys: number[] = [];
    for (const [key, entry] of this.taken) {
      if (entry.status === "HELD" && entry.customer === customer) {
        keys.push(key);
      }
    }
    return keys;
  }

  private newHold(customer: string, key: number, minute: number): boolean {
    if (this.holdsOf(customer).length >= MAX_HOLDS) {
      return false;
    }
    this.taken.set(key, { status: "HELD", customer, expiry: minute + this.holdMinutes });
    return true;
  }

  private longestFreeRun(row: number): number {
    let best = 0;
    let run = 0;
    for (let seat = 0; seat < this.seats; seat++) {
      run = this.taken.has(this.key(row, seat)) ? 0 : run + 1;
      best = Math.max(best, run);
    }
    return best;
  }
}
