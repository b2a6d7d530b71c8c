const MAX_MEMBER_LENGTH = 10;
const MAX_TITLE_LENGTH = 15;
const MAX_COPIES_PER_ADD = 50;
const FINE_CAP_DAYS = 20;

function validMember(member: string): boolean {
  return /^[a-z]+$/.test(member) && member.length <= MAX_MEMBER_LENGTH;
}

function validTitle(title: string): boolean {
  return /^[a-z0-9][a-z0-9-]*$/.test(title) && title.length <= MAX_TITLE_LENGTH;
}

class LendingDesk {
  private clock = 0;
  private shelf = new Map<string, number>();
  private loans = new Map<string, Map<string, number>>(); // member -> title -> due day
  private balance = new Map<string, number>();

  constructor(
    private maxLoans: number,
    private loanDays: number,
    private dailyFine: number,
  ) {}

  /** Validates a dated request; a valid one moves the clock to its day. */
  private accept(member: string, title: string, day: number): boolean {
    if (!validMember(member) || !validTitle(title) || day < this.clock) {
      return false;
    }
    this.clock = day;
    return true;
  }

  addCopies(title: string, count: number): number {
    if (!validTitle(title) || count < 1 || count > MAX_COPIES_PER_ADD) {
      return -1;
    }
    this.shelf.set(title, (this.shelf.get(title) ?? 0) + count);
    return this.shelf.get(title)!;
  }

  private heldBy(member: string): Map<string, number> {
    return this.loans.get(member) ?? new Map<string, number>();
  }

  private balanceOf(member: string): number {
    return this.balance.get(member) ?? 0;
  }

  private refusal(member: string, title: string): string {
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

  borrow(member: string, title: string, day: number): string {
    if (!this.accept(member, title, day)) {
      return "INVALID";
    }
    const refused = this.refusal(member, title);
    if (refused) {
      return refused;
    }
    this.shelf.set(title, this.shelf.get(title)! - 1);
    if (!this.loans.has(member)) {
      this.loans.set(member, new Map());
    }
    this.loans.get(member)!.set(title, day + this.loanDays);
    return "OK";
  }

  giveBack(member: string, title: string, day: number): number {
    if (!this.accept(member, title, day)) {
      return -1;
    }
    const held = this.loans.get(member);
    if (held === undefined || !held.has(title)) {
      return -2;
    }
    const lateDays = Math.min(Math.max(0, day - held.get(title)!), FINE_CAP_DAYS);
    held.delete(title);
    const fine = lateDays * this.dailyFine;
    this.shelf.set(title, this.shelf.get(title)! + 1);
    this.balance.set(member, this.balanceOf(member) + fine);
    return fine;
  }

  pay(member: string, amount: number): number {
    if (!validMember(member) || amount < 1) {
      return -1;
    }
    const remaining = Math.max(0, this.balanceOf(member) - amount);
    this.balance.set(member, remaining);
    return remaining;
  }

  overdue(day: number): number {
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
