/**
 * The diameter (edges on the longest path) of the tree given by its parent array, computed
 * without recursion: the tree may be a path of 2000 nodes.
 */
function treeDiameter(parents: number[]): number {
  const n = parents.length;
  const children: number[][] = Array.from({ length: n }, () => []);
  let root = 0;
  parents.forEach((parent, node) => {
    if (parent === -1) {
      root = node;
    } else {
      children[parent].push(node);
    }
  });

  // breadth-first order from the root, so every parent precedes its children
  const order: number[] = [root];
  for (let i = 0; i < order.length; i++) {
    order.push(...children[order[i]]);
  }

  const height: number[] = new Array(n).fill(0); // edges on the longest downward path
  let best = 0;
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i];
    let first = 0;
    let second = 0;
    for (const child of children[node]) {
      const h = height[child] + 1;
      if (h > first) {
        second = first;
        first = h;
      } else if (h > second) {
        second = h;
      }
    }
    height[node] = first;
    best = Math.max(best, first + second);
  }
  return best;
}
