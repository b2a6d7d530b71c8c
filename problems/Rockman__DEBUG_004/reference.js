/**
 * @param {Array<bigint>} counts
 * @param {bigint} packSize
 * @returns {bigint}
 */
function packsNeeded(counts, packSize) {
  let total = 0n;
  for (const count of counts) {
    total += (count + packSize - 1n) / packSize;
  }
  return total;
}
