class LendingDesk {
  private maxLoans: number;
  private loanDays: number;
  private dailyFine: number;
  private today: number;
  private copies: Map<string, number>;
  private loans: [string, string, number][];
  private owed: Map<string, number>;

  constructor(maxLoans: number, loanDays: number, dailyFine: number) {
    this.maxLoans = maxLoans;
    this.loanDays = loanDays;
    this.dailyFine = dailyFine;
    this.today = 0;
    this.copies = new Map();
    this.loans = [];
    this.owed = new Map();
  }

  addCopies(title: string, count: number): number {
    if (title.length === 0 || title.length > 15) {
      return -1;
    }
    if (title[0] === "-") {
      return -1;
    }
    for (const c of title) {
      if (!((c >= "a" && c <= "z") || (c >= "0" && c <= "9") || c === "-")) {
        return -1;
      }
    }
    if (count < 1 || count > 50) {
      return -1;
    }
    if (this.copies.has(title)) {
      this.copies.set(title, this.copies.get(title) + count);
    } else {
      this.copies.set(title, count);
    }
    return this.copies.get(title);
  }

  borrow(member: string, title: string, day: number): string {
    if (member.length === 0 || member.length > 10) {
      return "INVALID";
    }
    for (const c of member) {
      if (!(c >= "a" && c <= "z")) {
        return "INVALID";
      }
    }
    if (title.length === 0 || title.length > 15) {
      return "INVALID";
    }
    if (title[0] === "-") {
      return "INVALID";
    }
    for (const c of title) {
      if (!((c >= "a" && c <= "z") || (c >= "0" && c <= "9") || c === "-")) {
        return "INVALID";
      }
    }
    if (day < this.today) {
      return "INVALID";
    }
    this.today = day;
    if (!this.copies.has(title)) {
      return "UNKNOWN";
    }
    if (this.owed.has(member) && this.owed.get(member) > 0) {
      return "BLOCKED";
    }
    let count = 0;
    for (const loan of this.loans) {
      if (loan[0] === member) {
        if (loan[1] === title) {
          return "DUPLICATE";
        }
        count = count + 1;
      }
    }
    if (count >= this.maxLoans) {
      return "LIMIT";
    }
    if (this.copies.get(title) === 0) {
      return "WAIT";
    }
    this.copies.set(title, this.copies.get(title) - 1);
    this.loans.push([member, title, day + this.loanDays]);
    return "OK";
  }

  giveBack(member: string, title: string, day: number): number {
    if (member.length === 0 || member.length > 10) {
      return -1;
    }
    for (const c of member) {
      if (!(c >= "a" && c <= "z")) {
        return -1;
      }
    }
    if (title.length === 0 || title.length > 15) {
      return -1;
    }
    if (title[0] === "-") {
      return -1;
    }
    for (const c of title) {
      if (!((c >= "a" && c <= "z") || (c >= "0" && c <= "9") || c === "-")) {
        return -1;
      }
    }
    if (day < this.today) {
      return -1;
    }
    this.today = day;
    for (let i = 0; i < this.loans.length; i++) {
      if (this.loans[i][0] === member && this.loans[i][1] === title) {
        const due = this.loans[i][2];
        this.loans.splice(i, 1);
        this.copies.set(title, this.copies.get(title) + 1);
        let fine = 0;
        if (day > due) {
          if (day - due > 20) {
            fine = 20 * this.dailyFine;
          } else {
            fine = (day - due) * this.dailyFine;
          }
        }
        if (this.owed.has(member)) {
          this.owed.set(member, this.owed.get(member) + fine);
        } else {
          this.owed.set(member, fine);
        }
        return fine;
      }
    }
    return -2;
  }

  pay(member: string, amount: number): number {
    if (member.length === 0 || member.length > 10) {
      return -1;
    }
    for (const c of member) {
      if (!(c >= "a" && c <= "z")) {
        return -1;
      }
    }
    if (amount < 1) {
      return -1;
    }
    if (!this.owed.has(member)) {
      this.owed.set(member, 0);
    }
    if (amount >= this.owed.get(member)) {
      this.owed.set(member, 0);
    } else {
      this.owed.set(member, this.owed.get(member) - amount);
    }
    return this.owed.get(member);
  }

  overdue(day: number): number {
    if (day < this.today) {
      return -1;
    }
    this.today = day;
    let n = 0;
    for (const loan of this.loans) {
      if (loan[2] < day) {
        n = n + 1;
      }
    }
    return n;
  }
}
