function retypeCost(source: string, target: string, insertCost: number, deleteCost: number, replaceCost: number): number {
  const n = source.length;
  const m = target.length;
  // cost[j] for the current row i = cheapest way to turn source[:i] into target[:j]
  let cost: number[] = Array.from({ length: m + 1 }, (_, j) => j * insertCost);
  for (let i = 1; i <= n; i++) {
    const previous = cost;
    cost = new Array<number>(m + 1).fill(0);
    cost[0] = i * deleteCost;
    for (let j = 1; j <= m; j++) {
      const keep = previous[j - 1] + (source[i - 1] === target[j - 1] ? 0 : replaceCost);
      const drop = previous[j] + insertCost;
      const add = cost[j - 1] + deleteCost;
      cost[j] = Math.min(keep, drop, add);
    }
  }
  return cost[m];
}
