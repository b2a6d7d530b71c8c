const ROW = /^([a-z]+),([0-9]+),([0-9]+)$/;

/**
 * The total stock value of every item, as "name=total" sorted by name.
 * @param {Array<string>} lines
 * @returns {Array<string>}
 */
function stockReport(lines) {
  /** @type {Map<string, number>} */
  const totals = new Map();
  for (const line of lines) {
    const m = ROW.exec(line);
    if (m === null) continue;
    totals.set(m[1], (totals.get(m[1]) ?? 0) + Number(m[2]) * Number(m[3]));
  }
  // names are lowercase ASCII: the default sort is character-code order
  return [...totals.keys()].sort().map((name) => `${name}=${totals.get(name)}`);
}
