function kthAncestors(parents: number[], queries: number[][]): number[] {
  const n = parents.length;
  const levels = Math.max(1, 32 - Math.clz32(n));
  // up[j][v] is the ancestor 2**j steps above v, or -1 if v is not that deep
  const up: number[][] = [parents.slice()];
  for (let j = 1; j < levels; j++) {
    const prev = up[j - 1];
    up.push(prev.map((p) => (p !== -1 ? prev[p] : -1)));
  }

  const answers: number[] = [];
  for (let [v, k] of queries) {
    if (k >= 1 << levels) {
      // every depth is below n <= 2**levels - 1
      answers.push(-1);
      continue;
    }
    let j = 0;
    while (k && v !== -1) {
      if (k & 1) {
        v = up[j][v];
      }
      k >>= 1;
      j++;
    }
    answers.push(v);
  }
  return answers;
}
