function fewestStamps(denominations: number[], postage: number): number {
  const unreachable = postage + 1; // more stamps than any exact answer can use
  const fewest: number[] = new Array(postage + 1).fill(unreachable);
  fewest[0] = 0;
  for (const value of new Set(denominations)) {
    for (let v = value; v <= postage; v++) {
      const candidate = fewest[v - value] + 1;
      if (candidate < fewest[v]) {
        fewest[v] = candidate;
      }
    }
  }
  return fewest[postage] !== unreachable ? fewest[postage] : -1;
}
