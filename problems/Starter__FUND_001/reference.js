/**
 * The longest run of consecutive costs whose sum is at most budget, as [start, length]
 * (the smallest start among the longest), or [-1, 0] when no run fits.
 * @param {Array<number>} costs
 * @param {number} budget
 * @returns {[number, number]}
 */
function longestWithinBudget(costs, budget) {
  let bestStart = -1;
  let bestLength = 0;
  let total = 0;
  let left = 0;
  for (let right = 0; right < costs.length; right++) {
    total += costs[right];
    while (total > budget) {
      total -= costs[left];
      left += 1;
    }
    const length = right - left + 1;
    if (length > bestLength) {
      bestStart = left;
      bestLength = length;
    }
  }
  return [bestStart, bestLength];
}
