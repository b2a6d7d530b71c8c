/**
 * Convergents (h, k) of the canonical continued fraction of p / q, in order.
 * @param {bigint} p
 * @param {bigint} q
 * @returns {Array<[bigint, bigint]>}
 */
function convergents(p, q) {
  if (q < 0n) {
    [p, q] = [-p, -q];
  }
  /** @type {Array<bigint>} */
  const terms = [];
  while (q !== 0n) {
    let a = p / q;
    if (p % q < 0n) {
      a -= 1n; // round toward minus infinity, as q > 0
    }
    terms.push(a);
    [p, q] = [q, p - a * q];
  }
  // terms holds a0, a1, ..., ak
  /** @type {Array<[bigint, bigint]>} */
  const result = [];
  // Missing part: append the convergent (h, k) of every prefix a0, ..., ai of terms.
  return result;
}
