/**
 * The length of the longest subsequence of levels that never goes down.
 * @param {Array<number>} levels
 * @returns {number}
 */
function longestCalmChain(levels) {
  // tails[k] = smallest possible last level of a calm chain of length k + 1
  const tails = [];
  for (const x of levels) {
    // first position whose value is greater than x (bisect_right)
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (tails[mid] <= x) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    if (lo === tails.length) {
      tails.push(x);
    } else {
      tails[lo] = x;
    }
  }
  return tails.length;
}
