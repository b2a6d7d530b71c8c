function rangeSums(n: number, ops: number[][]): number[] {
  const tree: number[] = new Array(n + 1).fill(0);

  function add(index: number, delta: number): void {
    let i = index + 1;
    while (i < n) {
      tree[i] += delta;
      i += i & -i;
    }
  }

  /** Sum of the first count positions. */
  function prefix(count: number): number {
    let total = 0;
    let i = count;
    while (i > 0) {
      total += tree[i];
      i -= i & -i;
    }
    return total;
  }

  const answers: number[] = [];
  for (const [kind, a, b] of ops) {
    if (kind === 1) {
      add(a, b);
    } else {
      answers.push(prefix(b + 1) - prefix(a));
    }
  }
  return answers;
}
