/**
 * Pending tasks by id, and a binary min-heap of [-priority, submission, id] entries that may be
 * stale (cancelled or reprioritized tasks); stale tops are dropped lazily.
 */
class TaskScheduler {
  constructor() {
    /** @type {Map<number, [number, number]>} id -> [priority, submission] */
    this.tasks = new Map();
    /** @type {Array<[number, number, number]>} */
    this.heap = [];
    this.counter = 0;
  }

  static less(a, b) {
    if (a[0] !== b[0]) return a[0] < b[0];
    if (a[1] !== b[1]) return a[1] < b[1];
    return a[2] < b[2];
  }

  push(item) {
    const heap = this.heap;
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!TaskScheduler.less(heap[i], heap[parent])) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  }

  pop() {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && TaskScheduler.less(heap[l], heap[m])) m = l;
        if (r < heap.length && TaskScheduler.less(heap[r], heap[m])) m = r;
        if (m === i) break;
        [heap[i], heap[m]] = [heap[m], heap[i]];
        i = m;
      }
    }
    return top;
  }

  clean() {
    while (this.heap.length > 0) {
      const [neg, seq, task] = this.heap[0];
      const entry = this.tasks.get(task);
      if (entry !== undefined && entry[0] === -neg && entry[1] === seq) return;
      this.pop();
    }
  }

  /**
   * @param {number} taskId
   * @param {number} priority
   * @returns {boolean}
   */
  submit(taskId, priority) {
    if (this.tasks.has(taskId)) return false;
    this.counter++;
    this.tasks.set(taskId, [priority, this.counter]);
    this.push([-priority, this.counter, taskId]);
    return true;
  }

  /**
   * @param {number} taskId
   * @returns {boolean}
   */
  cancel(taskId) {
    return this.tasks.delete(taskId);
  }

  /**
   * @param {number} taskId
   * @param {number} priority
   * @returns {boolean}
   */
  reprioritize(taskId, priority) {
    const entry = this.tasks.get(taskId);
    if (entry === undefined) return false;
    this.tasks.set(taskId, [priority, entry[1]]);
    this.push([-priority, entry[1], taskId]);
    return true;
  }

  /** @returns {number} */
  peek() {
    this.clean();
    return this.heap.length > 0 ? this.heap[0][2] : -1;
  }

  /** @returns {number} */
  runNext() {
    this.clean();
    if (this.heap.length === 0) return -1;
    const task = this.pop()[2];
    this.tasks.delete(task);
    return task;
  }

  /** @returns {number} */
  pending() {
    return this.tasks.size;
  }
}
