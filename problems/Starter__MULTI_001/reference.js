const NAME = /^[A-Za-z0-9_]+$/;

/**
 * @param {string} text
 * @returns {string} text without the spaces and tabs at its start and end
 */
function stripBlanks(text) {
  return text.replace(/^[ \t]+|[ \t]+$/g, "");
}

/** A binary min-heap of strings, ordered by UTF-16 code units (ASCII names: code points). */
class StringHeap {
  /** @type {Array<string>} */
  #items = [];

  get size() {
    return this.#items.length;
  }

  /** @param {string} item */
  push(item) {
    const items = this.#items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent] <= items[i]) break;
      [items[parent], items[i]] = [items[i], items[parent]];
      i = parent;
    }
  }

  /** @returns {string} the smallest item, removed */
  pop() {
    const items = this.#items;
    const top = items[0];
    const last = items.pop();
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
 * @param {Array<string>} lines
 * @returns {Array<string>}
 */
function buildOrder(lines) {
  /** @type {Map<string, Set<string>>} task -> the tasks that must come after it */
  const successors = new Map();
  for (const raw of lines) {
    const line = stripBlanks(raw);
    if (line === "") continue;
    const parts = line.split("->").map(stripBlanks);
    if (!parts.every((part) => NAME.test(part))) continue;
    for (const task of parts) {
      if (!successors.has(task)) successors.set(task, new Set());
    }
    for (let i = 0; i + 1 < parts.length; i++) {
      successors.get(parts[i]).add(parts[i + 1]);
    }
  }

  const indegree = new Map([...successors.keys()].map((task) => [task, 0]));
  for (const afters of successors.values()) {
    for (const after of afters) indegree.set(after, indegree.get(after) + 1);
  }
  const ready = new StringHeap();
  for (const [task, count] of indegree) {
    if (count === 0) ready.push(task);
  }
  const order = [];
  while (ready.size > 0) {
    const task = ready.pop();
    order.push(task);
    for (const next of successors.get(task)) {
      const count = indegree.get(next) - 1;
      indegree.set(next, count);
      if (count === 0) ready.push(next);
    }
  }
  return order.length === successors.size ? order : [];
}
