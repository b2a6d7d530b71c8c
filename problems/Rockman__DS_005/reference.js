/**
 * The length of the longest run of consecutive days whose changes sum to goal (0 if none).
 * @param {Array<number>} changes
 * @param {number} goal
 * @returns {number}
 */
function longestBalancedStretch(changes, goal) {
  const firstSeen = new Map([[0, -1]]); // prefix sum -> smallest index where it occurs
  let prefix = 0;
  let best = 0;
  for (let i = 0; i < changes.length; i++) {
    prefix += changes[i];
    const start = firstSeen.get(prefix - goal);
    if (start !== undefined && i - start > best) {
      best = i - start;
    }
    if (!firstSeen.has(prefix)) {
      firstSeen.set(prefix, i);
    }
  }
  return best;
}
