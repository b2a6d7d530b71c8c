function gcd(a, b) {
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/**
 * The moment of the n-th chime of two bells ringing every a and every b seconds.
 * @param {number} n
 * @param {number} a
 * @param {number} b
 * @returns {number}
 */
function nthChime(n, a, b) {
  const both = (a / gcd(a, b)) * b;
  const chimesUpTo = (t) => Math.floor(t / a) + Math.floor(t / b) - Math.floor(t / both);
  let lo = 1;
  let hi = n * Math.min(a, b);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (chimesUpTo(mid) >= n) {
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  return lo;
}
