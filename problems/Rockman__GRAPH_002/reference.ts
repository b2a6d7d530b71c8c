/**
 * The sizes of the groups of members who know each other, largest first.
 */
function groupSizes(records: string[]): number[] {
  const neighbours = new Map<string, string[]>();
  for (const record of records) {
    const names = record.split('-').map((part) => part.replace(/^ +| +$/g, '').toLowerCase());
    for (const name of names) {
      if (!neighbours.has(name)) neighbours.set(name, []);
    }
    if (names.length === 2 && names[0] !== names[1]) {
      neighbours.get(names[0])!.push(names[1]);
      neighbours.get(names[1])!.push(names[0]);
    }
  }

  const seen = new Set<string>();
  const sizes: number[] = [];
  for (const start of neighbours.keys()) {
    if (seen.has(start)) continue;
    seen.add(start);
    const stack: string[] = [start];
    let size = 0;
    while (stack.length > 0) {
      const person = stack.pop()!;
      size++;
      for (const other of neighbours.get(person)!) {
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
