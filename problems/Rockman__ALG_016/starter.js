/**
 * @param {Array<number>} changes
 * @param {number} lo
 * @param {number} hi
 * @returns {number}
 */
function countBalancedStretches(changes, lo, hi) {
  if (lo > hi) {
    return 0;
  }
  const prefix = [0];
  for (const change of changes) {
    prefix.push(prefix[prefix.length - 1] + change);
  }

  /**
   * Count pairs i < j in prefix[left, right) with lo <= prefix[j] - prefix[i] <= hi,
   * then sort that range.
   */
  function solve(left, right) {
    if (right - left <= 1) {
      return 0;
    }
    const mid = Math.floor((left + right) / 2);
    let count = solve(left, mid) + solve(mid, right);
    let low = mid;
    let high = mid;
    for (let i = left; i < mid; i++) {
      while (low < right && prefix[low] - prefix[i] < lo) {
        low++;
      }
      while (high < right && prefix[high] - prefix[i] < hi) {
        high++;
      }
      count += high - low;
    }
    const part = prefix.slice(left, right).sort((a, b) => a - b);
    prefix.splice(left, part.length, ...part);
    return count;
  }

  return solve(0, prefix.length);
}
