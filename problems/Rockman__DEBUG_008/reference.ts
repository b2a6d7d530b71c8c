const MOD = 1000000007;

function countRoutes(n: number, steps: number[]): number {
  const memo = new Map<string, number>();

  function ways(remaining: number, last: number): number {
    if (remaining === 0) {
      return 1;
    }
    const key = `${remaining},${last}`;
    if (memo.has(key)) {
      return memo.get(key);
    }
    let total = 0;
    for (const step of steps) {
      if (step !== last && step <= remaining) {
        total += ways(remaining - step, step);
      }
    }
    memo.set(key, total % MOD);
    return memo.get(key);
  }

  return ways(n, 0);
}
