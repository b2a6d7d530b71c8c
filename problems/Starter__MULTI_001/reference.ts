const NAME = /^[A-Za-z0-9_]+$/;

/** text without the spaces and tabs at its start and end */
function stripBlanks(text: string): string {
  return text.replace(/^[ \t]+|[ \t]+$/g, "");
}

/** A binary min-heap of strings, ordered by UTF-16 code units (ASCII names: code points). */
class StringHeap {
  private readonly items: string[] = [];

  get size(): number {
    return this.items.length;
  }

  push(item: string): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent] <= items[i]) break;
      [items[parent], items[i]] = [items[i], items[parent]];
      i = parent;
    }
  }

  /** The smallest item, removed; the heap must not be empty. */
  pop(): string {
    const items = this.items;
    const top = items[0];
    const last = items.pop() as string;
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < items.length && items[left] < items[smallest]) smallest = left;
        if (right < items.length && items[right] < items[smallest]) smallest = right;
        if (smallest === i) break;
        [items[smallest], items[i]] = [items[i], items[smallest]];
        i = smallest;
      }
    }
    return top;
  }
}

/**
 * Every task declared by the well-formed lines, in the lexicographically smallest order that
 * respects every "x before y" rule; [] when the rules contain a cycle.
 */
function buildOrder(lines: string[]): string[] {
  // task -> the tasks that must come after it
  const successors = new Map<string, Set<string>>();
  for (const raw of lines) {
    const line = stripBlanks(raw);
    if (line === "") continue;
    const parts = line.split("->").map(stripBlanks);
    if (!parts.every((part) => NAME.test(part))) continue;
    for (const task of parts) {
      if (!successors.has(task)) successors.set(task, new Set());
    }
    for (let i = 0; i + 1 < parts.length; i++) {
      successors.get(parts[i])!.add(parts[i + 1]);
    }
  }

  const indegree = new Map<string, number>();
  for (const task of successors.keys()) indegree.set(task, 0);
  for (const afters of successors.values()) {
    for (const after of afters) indegree.set(after, indegree.get(after)! + 1);
  }
  const ready = new StringHeap();
  for (const [task, count] of indegree) {
    if (count === 0) ready.push(task);
  }
  const order: string[] = [];
  while (ready.size > 0) {
    const task = ready.pop();
    order.push(task);
    for (const next of successors.get(task)!) {
      const count = indegree.get(next)! - 1;
      indegree.set(next, count);
      if (count === 0) ready.push(next);
    }
  }
  return order.length === successors.size ? order : [];
}
