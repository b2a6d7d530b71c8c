/**
 * The smallest total cost of a set of cables that contains every required cable and connects
 * all n sites, or -1 if no set connects them.
 * @param {number} n
 * @param {Array<Array<number>>} links
 * @param {Array<number>} required
 * @returns {number}
 */
function minNetworkCost(n, links, required) {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  const union = (a, b) => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return false;
    parent[ra] = rb;
    return true;
  };

  const forced = new Set(required);
  let total = 0;
  let components = n;
  const optional = [];
  links.forEach(([u, v, w], i) => {
    if (forced.has(i) || w < 0) {
      // required cables and subsidised cables are always built
      total += w;
      if (union(u, v)) components--;
    } else {
      optional.push([w, u, v]);
    }
  });
  optional.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  for (const [w, u, v] of optional) {
    if (components === 1) break;
    if (union(u, v)) {
      total += w;
      components--;
    }
  }
  return components === 1 ? total : -1;
}
