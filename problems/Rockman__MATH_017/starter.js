/**
 * Whether base ** k <= limit, for base >= 1 and limit >= 0 (stops before the power leaves the
 * exact integer range).
 * @param {number} base
 * @param {number} k
 * @param {number} limit
 * @returns {boolean}
 */
function powerAtMost(base, k, limit) {
  let power = 1;
  for (let i = 0; i < k; i++) {
    if (power > Math.floor(limit / base)) {
      return false;
    }
    power *= base;
  }
  return true;
}

/**
 * Largest integer r >= 0 with r ** k <= n.
 * @param {number} n
 * @param {number} k
 * @returns {number}
 */
function integerRoot(n, k) {
  if (n < 2) {
    return n;
  }
  // the root of n is never more than half of n, so start with a tighter window
  let lo = 1;
  let hi = Math.floor(n / 2);
  while (lo < hi) {
    const mid = Math.floor((lo + hi + 1) / 2);
    if (powerAtMost(mid, k, n)) {
      lo = mid;
    } else {
      hi = mid - 1;
    }
  }
  return lo;
}
