function largestGroups(n: number, links: number[][]): number[] {
  const parent: number[] = Array.from({ length: n }, (_, i) => i);
  const size: number[] = new Array(n).fill(1);
  let best = 1;
  const result: number[] = [];

  function find(x: number): number {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  }

  for (const [a, b] of links) {
    let ra = find(a);
    let rb = find(b);
    if (ra !== rb) {
      if (size[ra] < size[rb]) {
        [ra, rb] = [rb, ra];
      }
      parent[rb] = ra;
      size[ra] += size[rb];
      best = Math.max(best, size[ra]);
    }
    result.push(best);
  }
  return result;
}
