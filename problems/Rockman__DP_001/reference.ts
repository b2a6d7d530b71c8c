/**
 * The largest total payment of packages whose total weight stays within capacity.
 */
function bestHaul(weights: number[], values: number[], capacity: number): number {
  // best[c] = largest payment with total weight at most c, using the packages seen so far
  const best: number[] = new Array(capacity + 1).fill(0);
  const n = Math.min(weights.length, values.length);
  for (let k = 0; k < n; k++) {
    const w = weights[k];
    const v = values[k];
    for (let c = capacity; c >= w; c--) {
      const candidate = best[c - w] + v;
      if (candidate > best[c]) {
        best[c] = candidate;
      }
    }
  }
  return best[capacity];
}
