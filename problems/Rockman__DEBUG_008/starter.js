const MOD = 1000000007;

/**
 * @param {number} n
 * @param {Array<number>} steps
 * @returns {number}
 */
function countRoutes(n, steps) {
  const memo = new Map();

  function ways(remaining, last) {
    if (remaining === 0) {
      return 1;
    }
    if (memo.has(remaining)) {
      return memo.get(remaining);
    }
    let total = 0;
    for (const step of steps) {
      if (step !== last && step <= remaining) {
        total += ways(remaining - step, step);
      }
    }
    memo.set(remaining, total % MOD);
    return memo.get(remaining);
  }

  return ways(n, 0);
}
