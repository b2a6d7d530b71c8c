/**
 * @param {number} n
 * @param {Array<Array<number>>} links
 * @returns {Array<number>}
 */
function largestGroups(n, links) {
  const parent = Array.from({ length: n }, (_, i) => i);
  const size = new Array(n).fill(1);
  let best = 1;
  const result = [];

  function find(x) {
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
