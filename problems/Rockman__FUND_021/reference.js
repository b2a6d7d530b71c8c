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
  if (days > LOST_AFTER_DAYS) {
    return LOST_BOOK_FEE;
  }
  if (days <= GRACE_DAYS) {
    return 0;
  }
  return Math.min(OVERDUE_CAP, CENTS_PER_DAY * (days - GRACE_DAYS));
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
