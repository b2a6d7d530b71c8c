/**
 * A fixed-capacity FIFO queue of integers stored in a circular array: O(1) per operation.
 */
class RingBuffer {
  private readonly slots: number[];
  private head = 0;
  private count = 0;

  constructor(capacity: number) {
    this.slots = new Array<number>(capacity).fill(0);
  }

  offer(value: number): boolean {
    if (this.count === this.slots.length) {
      return false;
    }
    this.slots[(this.head + this.count) % this.slots.length] = value;
    this.count++;
    return true;
  }

  poll(): number | null {
    if (this.count === 0) {
      return null;
    }
    const value = this.slots[this.head];
    this.head = (this.head + 1) % this.slots.length;
    this.count--;
    return value;
  }

  peekFront(): number | null {
    return this.count === 0 ? null : this.slots[this.head];
  }

  peekBack(): number | null {
    if (this.count === 0) {
      return null;
    }
    return this.slots[(this.head + this.count - 1) % this.slots.length];
  }

  size(): number {
    return this.count;
  }

  isFull(): boolean {
    return this.count === this.slots.length;
  }
}
