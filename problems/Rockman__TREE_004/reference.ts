function isSearchTree(levelOrder: (number | null)[]): boolean {
  const n = levelOrder.length;
  if (n === 0) {
    return true;
  }
  // children positions from the level-order layout
  const left: number[] = new Array(n).fill(-1);
  const right: number[] = new Array(n).fill(-1);
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
  const stack: [number, number, number][] = [[0, -Infinity, Infinity]];
  while (stack.length > 0) {
    const [node, low, high] = stack.pop() as [number, number, number];
    const value = levelOrder[node] as number;
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
