/**
 * @param {number} n
 * @param {Array<Array<number>>} ops
 * @returns {Array<number>}
 */
function rangeSums(n, ops) {
  const tree = new Array(n + 1).fill(0);

  function add(index, delta) {
    let i = index + 1;
    while (i < n) {
      tree[i] += delta;
      i += i & -i;
    }
  }

  /** Sum of the first count positions. */
  function prefix(count) {
    let total = 0;
    let i = count;
    while (i > 0) {
      total += tree[i];
      i -= i & -i;
    }
    return total;
  }

  const answers = [];
  for (const [kind, a, b] of ops) {
    if (kind === 1) {
      add(a, b);
    } else {
      answers.push(prefix(b + 1) - prefix(a));
    }
  }
  return answers;
}
