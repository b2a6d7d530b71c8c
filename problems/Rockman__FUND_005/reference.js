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
    let j = i + 1;
    let k = n - 1;
    while (j < k) {
      if (w[i] + w[j] + w[k] < limit) {
        // every k' in (j, k] works with this j
        total += k - j;
        j++;
      } else {
        k--;
      }
    }
  }
  return total;
}
