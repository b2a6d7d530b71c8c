/**
 * The length of the longest run of consecutive values adding up to target (0 if none).
 * @param {Array<number>} values
 * @param {number} target
 * @returns {number}
 */
function longestExactStretch(values, target) {
  const firstSeen = new Map([[0, -1]]); // prefix sum -> earliest index
  let prefix = 0;
  let best = 0;
  for (let i = 0; i < values.length; i++) {
    prefix += values[i];
    const start = firstSeen.get(prefix - target);
    if (start !== undefined && i - start > best) best = i - start;
    if (!firstSeen.has(prefix)) firstSeen.set(prefix, i);
  }
  return best;
}
