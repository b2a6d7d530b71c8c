/**
 * The minimum total cost of merging neighbouring piles on a circle into a single pile.
 * @param {Array<number>} piles
 * @returns {number}
 */
function ringMergeCost(piles) {
  const n = piles.length;
  if (n < 2) {
    return 0;
  }
  const line = piles.concat(piles);
  const m = 2 * n;
  const prefix = new Array(m + 1).fill(0);
  for (let i = 0; i < m; i++) {
    prefix[i + 1] = prefix[i] + line[i];
  }
  // cost[i][j] = cheapest way to merge line[i..j] into one pile (j - i < n)
  const cost = Array.from({ length: m }, () => new Array(m).fill(0));
  for (let length = 2; length <= n; length++) {
    for (let i = 0; i + length <= m; i++) {
      const j = i + length - 1;
      const row = cost[i];
      let best = Infinity;
      for (let k = i; k < j; k++) {
        best = Math.min(best, row[k] + cost[k + 1][j]);
      }
      row[j] = best + prefix[j + 1] - prefix[i];
    }
  }
  let answer = Infinity;
  for (let i = 0; i < n; i++) {
    answer = Math.min(answer, cost[i][i + n - 1]);
  }
  return answer;
}
