const MOD = 1_000_000_007;

/**
 * @param {number} n
 * @param {Array<number>} strides
 * @param {Array<number>} broken
 * @returns {number}
 */
function countClimbs(n, strides, broken) {
  const blocked = new Set(broken);
  const moves = [...new Set(strides)].sort((a, b) => a - b);
  const ways = new Array(n + 1).fill(0); // ways[s] = climbs from step 0 that end on step s
  ways[0] = blocked.has(0) ? 0 : 1;
  for (let step = 1; step <= n; step++) {
    if (blocked.has(step)) {
      continue;
    }
    let total = 0; // at most 10 terms below MOD: exact as a number
    for (const move of moves) {
      if (move > step) {
        break;
      }
      total += ways[step - move];
    }
    ways[step] = total % MOD;
  }
  return ways[n];
}
