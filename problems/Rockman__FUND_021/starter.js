const GRACE_DAYS = 3;
const CENTS_PER_DAY = 25;
const OVERDUE_CAP = 1000;
const LOST_AFTER_DAYS = 60;
const LOST_BOOK_FEE = 3000;

/**
 * @param {number} days
 * @returns {number}
 */
function lateFee(days) {
  // Return the fee in cents of one book returned `days` days after its due date.
  // (missing part: write it here)
  throw new Error("not implemented");
}

/**
 * @param {Array<number>} daysLate
 * @returns {number}
 */
function totalLateFees(daysLate) {
  let total = 0;
  for (const days of daysLate) {
    total += lateFee(days);
  }
  return total;
}
