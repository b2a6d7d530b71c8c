function gcd(a, b) {
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/**
 * The least common multiple of the periods, or -1 when it exceeds limit.
 * @param {Array<number>} periods
 * @param {number} limit
 * @returns {number}
 */
function firstFullAlignment(periods, limit) {
  let result = 1;
  for (const p of periods) {
    const q = result / gcd(result, p);
    // q * p > limit  <=>  q > floor(limit / p); keeps every value below 2**53
    if (q > Math.floor(limit / p)) return -1;
    result = q * p;
  }
  return result;
}
