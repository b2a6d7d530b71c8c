const MOD = 1_000_000_007;

function countClimbs(n: number, strides: number[], broken: number[]): number {
  const blocked = new Set(broken);
  const moves = [...new Set(strides)].sort((a, b) => a - b);
  const ways: number[] = new Array(n + 1).fill(0); // ways[s] = climbs from step 0 that end on step s
  ways[0] = blocked.has(0) ? 0 : 1;
  // (missing part: fill ways[1..n] here, counting modulo MOD)
  return ways[n];
}
