/**
 * @param {Array<number>} weights
 * @param {number} limit
 * @returns {number}
 */
function countLightTriples(weights, limit) {
  const w = [...weights].sort((a, b) => a - b);
  const n = w.length;
  let total = 0;
  for (let i = 0; i < n - 2; i++) {
    // Count the pairs (j, k) with i < j < k and w[i] + w[j] + w[k] < limit,
    // moving j up from i + 1 and k down from n - 1, and add them to total.
    // (missing part: write it here)
  }
  return total;
}
