/**
 * The in-order traversal of a binary tree given in level order, without recursion.
 */
function symmetricOrder(levelOrder: (number | null)[]): number[] {
  const n = levelOrder.length;
  if (n === 0) {
    return [];
  }
  // left and right child positions (-1 for none) of every entry of levelOrder
  const left: number[] = new Array<number>(n).fill(-1);
  const right: number[] = new Array<number>(n).fill(-1);
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
  const out: number[] = [];
  const stack: number[] = [];
  let node = 0;
  while (stack.length > 0 || node !== -1) {
    while (node !== -1) {
      stack.push(node);
      node = left[node];
    }
    node = stack.pop() as number;
    out.push(levelOrder[node] as number);
    node = right[node];
  }
  return out;
}
