/**
 * @param {bigint} n
 * @param {bigint} base
 * @returns {bigint}
 */
function digitCount(n, base) {
  let count = 1n;
  while (n >= base) {
    n /= base;
    count += 1n;
  }
  return count;
}
