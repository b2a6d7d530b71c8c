type Better = (a: number, b: number) => number;

/**
 * table[k][i] = the better of values[i .. i + 2**k - 1].
 */
function build(values: number[], better: Better): number[][] {
  const table: number[][] = [[...values]];
  for (let k = 1; (1 << k) <= values.length; k++) {
    const prev = table[k - 1];
    const half = 1 << (k - 1);
    const row: number[] = [];
    for (let i = 0; i + (1 << k) <= values.length; i++) {
      row.push(better(prev[i], prev[i + half]));
    }
    table.push(row);
  }
  return table;
}

function query(table: number[][], log: number[], left: number, right: number, better: Better): number {
  // TODO: answer the query in O(1) from the table: combine two (possibly overlapping)
  // precomputed blocks that together cover exactly values[left .. right].
  throw new Error("not implemented");
}

function spreadQueries(values: number[], queries: number[][]): number[] {
  const n = values.length;
  const log: number[] = new Array(n + 1).fill(0);
  for (let length = 2; length <= n; length++) {
    log[length] = log[Math.floor(length / 2)] + 1;
  }
  const low = build(values, Math.min);
  const high = build(values, Math.max);
  return queries.map(
    ([left, right]) => query(high, log, left, right, Math.max) - query(low, log, left, right, Math.min),
  );
}
