/**
 * The length of the shortest contiguous stretch of stalls showing every kind of goods.
 * @param {Array<number>} stalls
 * @returns {number}
 */
function shortestFullTour(stalls) {
  if (stalls.length === 0) {
    return 0;
  }
  const kinds = new Set(stalls).size;
  const counts = new Map();
  let covered = 0;
  let best = stalls.length;
  let left = 0;
  for (let right = 0; right < stalls.length; right++) {
    const kind = stalls[right];
    const count = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, count);
    if (count === 1) {
      covered++;
    }
    while (covered === kinds) {
      best = Math.min(best, right - left + 1);
      const gone = stalls[left];
      const remaining = counts.get(gone) - 1;
      counts.set(gone, remaining);
      if (remaining === 0) {
        covered--;
      }
      left++;
    }
  }
  return best;
}
