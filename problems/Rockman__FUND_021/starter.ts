const GRACE_DAYS = 3;
const CENTS_PER_DAY = 25;
const OVERDUE_CAP = 1000;
const LOST_AFTER_DAYS = 60;
const LOST_BOOK_FEE = 3000;

function lateFee(days: number): number {
  // Return the fee in cents of one book returned `days` days after its due date.
  // (missing part: write it here)
  throw new Error("not implemented");
}

function totalLateFees(daysLate: number[]): number {
  let total = 0;
  for (const days of daysLate) {
    total += lateFee(days);
  }
  return total;
}
