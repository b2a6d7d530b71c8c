/**
 * The in-order traversal of a binary tree given in level order, without recursion.
 * @param {Array<number | null>} levelOrder
 * @returns {Array<number>}
 */
function symmetricOrder(levelOrder) {
  const n = levelOrder.length;
  if (n === 0) {
    return [];
  }
  // left and right child positions (-1 for none) of every entry of levelOrder
  const left = new Array(n).fill(-1);
  const right = new Array(n).fill(-1);
  let next = 1;
  for (let i = 0; i < n; i++) {
    if (levelOrder[i] === null) {
      continue;
    }
    if (next < n && levelOrder[next] !== null) {
      left[i] = next;
    }
    next++;
    if (next < n && levelOrder[next] !== null) {
      right[i] = next;
    }
    next++;
  }
  const out = [];
  const stack = [];
  let node = 0;
  while (stack.length > 0 || node !== -1) {
    while (node !== -1) {
      stack.push(node);
      node = left[node];
    }
    node = stack.pop();
    out.push(levelOrder[node]);
    node = right[node];
  }
  return out;
}
