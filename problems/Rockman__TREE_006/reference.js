/**
 * The largest total mood of a party that never invites an employee with their direct manager.
 * @param {Array<number>} parents
 * @param {Array<number>} mood
 * @returns {number}
 */
function bestInvitation(parents, mood) {
  const n = parents.length;
  const children = Array.from({ length: n }, () => []);
  let root = 0;
  for (let child = 0; child < n; child++) {
    if (parents[child] === -1) {
      root = child;
    } else {
      children[parents[child]].push(child);
    }
  }
  const order = [root];
  for (let i = 0; i < order.length; i++) {
    for (const child of children[order[i]]) {
      order.push(child);
    }
  }
  const take = new Array(n).fill(0); // best value in the subtree when the node is invited
  const skip = new Array(n).fill(0); // best value in the subtree when the node is not invited
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i];
    take[node] = mood[node];
    for (const child of children[node]) {
      take[node] += skip[child];
      skip[node] += Math.max(take[child], skip[child]);
    }
  }
  return Math.max(0, take[root], skip[root]);
}
