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
  let [hPrev, h] = [0n, 1n]; // h(-2), h(-1)
  let [kPrev, k] = [1n, 0n]; // k(-2), k(-1)
  for (const a of terms) {
    [hPrev, h] = [h, a * h + hPrev];
    [kPrev, k] = [k, a * k + kPrev];
    result.push([h, k]);
  }
  return result;
}
