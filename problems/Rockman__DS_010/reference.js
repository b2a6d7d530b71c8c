/**
 * table[k][i] = the better of values[i .. i + 2**k - 1].
 * @param {Array<number>} values
 * @param {function(number, number): number} better
 * @returns {Array<Array<number>>}
 */
function build(values, better) {
  const table = [[...values]];
  for (let k = 1; (1 << k) <= values.length; k++) {
    const prev = table[k - 1];
    const half = 1 << (k - 1);
    const row = [];
    for (let i = 0; i + (1 << k) <= values.length; i++) {
      row.push(better(prev[i], prev[i + half]));
    }
    table.push(row);
  }
  return table;
}

/**
 * @param {Array<Array<number>>} table
 * @param {Array<number>} log
 * @param {number} left
 * @param {number} right
 * @param {function(number, number): number} better
 * @returns {number}
 */
function query(table, log, left, right, better) {
  // two blocks of length 2**k cover [left, right]; they may overlap, which is harmless
  const k = log[right - left + 1];
  return better(table[k][left], table[k][right - (1 << k) + 1]);
}

/**
 * @param {Array<number>} values
 * @param {Array<Array<number>>} queries
 * @returns {Array<number>}
 */
function spreadQueries(values, queries) {
  const n = values.length;
  const log = new Array(n + 1).fill(0);
  for (let length = 2; length <= n; length++) {
    log[length] = log[Math.floor(length / 2)] + 1;
  }
  const low = build(values, Math.min);
  const high = build(values, Math.max);
  return queries.map(
    ([left, right]) => query(high, log, left, right, Math.max) - query(low, log, left, right, Math.min),
  );
}
