/**
 * The sizes of the groups of members who know each other, largest first.
 * @param {Array<string>} records
 * @returns {Array<number>}
 */
function groupSizes(records) {
  const neighbours = new Map();
  for (const record of records) {
    const names = record.split('-').map((part) => part.replace(/^ +| +$/g, '').toLowerCase());
    for (const name of names) {
      if (!neighbours.has(name)) neighbours.set(name, []);
    }
    if (names.length === 2 && names[0] !== names[1]) {
      neighbours.get(names[0]).push(names[1]);
      neighbours.get(names[1]).push(names[0]);
    }
  }

  const seen = new Set();
  const sizes = [];
  for (const start of neighbours.keys()) {
    if (seen.has(start)) continue;
    seen.add(start);
    const stack = [start];
    let size = 0;
    while (stack.length > 0) {
      const person = stack.pop();
      size++;
      for (const other of neighbours.get(person)) {
        if (!seen.has(other)) {
          seen.add(other);
          stack.push(other);
        }
      }
    }
    sizes.push(size);
  }
  return sizes.sort((a, b) => b - a);
}
