/**
 * @param {Array<number | null>} levelOrder
 * @returns {boolean}
 */
function isSearchTree(levelOrder) {
  const n = levelOrder.length;
  if (n === 0) {
    return true;
  }
  // children positions from the level-order layout
  const left = new Array(n).fill(-1);
  const right = new Array(n).fill(-1);
  let nxt = 1;
  for (let i = 0; i < n; i++) {
    if (levelOrder[i] === null) {
      continue;
    }
    if (nxt < n && levelOrder[nxt] !== null) {
      left[i] = nxt;
    }
    if (nxt + 1 < n && levelOrder[nxt + 1] !== null) {
      right[i] = nxt + 1;
    }
    nxt += 2;
  }
  // every node must lie strictly between the bounds inherited from its ancestors
  const stack = [[0, -1000000000, 1000000000]];
  while (stack.length > 0) {
    const [node, low, high] = stack.pop();
    const value = levelOrder[node];
    if (!(low < value && value < high)) {
      return false;
    }
    if (left[node] !== -1) {
      stack.push([left[node], low, value]);
    }
    if (right[node] !== -1) {
      stack.push([right[node], value, high]);
    }
  }
  return true;
}
