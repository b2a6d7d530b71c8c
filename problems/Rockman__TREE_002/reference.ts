/**
 * The sum of the node values at each depth of a binary tree given in level order.
 */
function depthTotals(levelOrder: (number | null)[]): number[] {
  const n = levelOrder.length;
  const totals: number[] = [];
  if (n === 0) {
    return totals;
  }
  const depth: number[] = new Array<number>(n).fill(0);
  let next = 1;
  for (let i = 0; i < n; i++) {
    const value = levelOrder[i];
    if (value === null) {
      continue;
    }
    const d = depth[i];
    if (d === totals.length) {
      totals.push(0);
    }
    totals[d] += value;
    // the next two entries are this node's children
    for (let child = next; child < next + 2; child++) {
      if (child < n) {
        depth[child] = d + 1;
      }
    }
    next += 2;
  }
  return totals;
}
