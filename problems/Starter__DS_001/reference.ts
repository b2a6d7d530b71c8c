/**
 * A stack of integers that also reports its smallest and largest element, every operation in
 * O(1): each entry keeps the minimum and maximum of the stack up to itself.
 */
class MinMaxStack {
  /** [value, min so far, max so far] */
  private readonly items: [number, number, number][] = [];

  push(value: number): void {
    const last = this.items.at(-1);
    if (last === undefined) {
      this.items.push([value, value, value]);
    } else {
      this.items.push([value, Math.min(last[1], value), Math.max(last[2], value)]);
    }
  }

  pop(): number | null {
    const last = this.items.pop();
    return last === undefined ? null : last[0];
  }

  top(): number | null {
    return this.items.at(-1)?.[0] ?? null;
  }

  getMin(): number | null {
    return this.items.at(-1)?.[1] ?? null;
  }

  getMax(): number | null {
    return this.items.at(-1)?.[2] ?? null;
  }

  size(): number {
    return this.items.length;
  }
}
