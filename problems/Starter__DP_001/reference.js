/**
 * The minimum total price of single-character inserts, deletes and replaces turning source
 * into target.
 * @param {string} source
 * @param {string} target
 * @param {number} insertCost
 * @param {number} deleteCost
 * @param {number} replaceCost
 * @returns {number}
 */
function weightedEditCost(source, target, insertCost, deleteCost, replaceCost) {
  const m = target.length;
  // prev[j] = cost of turning the first i - 1 characters of source into target.slice(0, j)
  let prev = Array.from({ length: m + 1 }, (_, j) => j * insertCost);
  for (let i = 1; i <= source.length; i++) {
    const cur = new Array(m + 1).fill(0);
    cur[0] = i * deleteCost;
    for (let j = 1; j <= m; j++) {
      const diagonal = source[i - 1] === target[j - 1] ? prev[j - 1] : prev[j - 1] + replaceCost;
      cur[j] = Math.min(diagonal, prev[j] + deleteCost, cur[j - 1] + insertCost);
    }
    prev = cur;
  }
  return prev[m];
}
