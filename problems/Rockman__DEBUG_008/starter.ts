const MOD = 1000000007;

function countRoutes(n: number, steps: number[]): number {
  const memo = new Map<number, number>();

  function ways(remaining: number, last: number): number {
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
