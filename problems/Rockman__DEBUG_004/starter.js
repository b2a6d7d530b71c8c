/**
 * @param {Array<bigint>} counts
 * @param {bigint} packSize
 * @returns {bigint}
 */
function packsNeeded(counts, packSize) {
  let total = 0n;
  for (const count of counts) {
    total += BigInt(Math.ceil(Number(count) / Number(packSize)));
  }
  return total;
}
