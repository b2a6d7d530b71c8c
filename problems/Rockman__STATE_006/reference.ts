type SchedulerItem = [number, number, number]; // [-priority, submission, task id]

/**
 * Pending tasks by id, and a binary min-heap of [-priority, submission, id] entries that may be
 * stale (cancelled or reprioritized tasks); stale tops are dropped lazily.
 */
class TaskScheduler {
  private readonly tasks = new Map<number, [number, number]>(); // id -> [priority, submission]
  private readonly heap: SchedulerItem[] = [];
  private counter = 0;

  constructor() {
  }

  private static less(a: SchedulerItem, b: SchedulerItem): boolean {
    if (a[0] !== b[0]) return a[0] < b[0];
    if (a[1] !== b[1]) return a[1] < b[1];
    return a[2] < b[2];
  }

  private push(item: SchedulerItem): void {
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

  private pop(): SchedulerItem {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop() as SchedulerItem;
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

  private clean(): void {
    while (this.heap.length > 0) {
      const [neg, seq, task] = this.heap[0];
      const entry = this.tasks.get(task);
      if (entry !== undefined && entry[0] === -neg && entry[1] === seq) return;
      this.pop();
    }
  }

  submit(taskId: number, priority: number): boolean {
    if (this.tasks.has(taskId)) return false;
    this.counter++;
    this.tasks.set(taskId, [priority, this.counter]);
    this.push([-priority, this.counter, taskId]);
    return true;
  }

  cancel(taskId: number): boolean {
    return this.tasks.delete(taskId);
  }

  reprioritize(taskId: number, priority: number): boolean {
    const entry = this.tasks.get(taskId);
    if (entry === undefined) return false;
    this.tasks.set(taskId, [priority, entry[1]]);
    this.push([-priority, entry[1], taskId]);
    return true;
  }

  peek(): number {
    this.clean();
    return this.heap.length > 0 ? this.heap[0][2] : -1;
  }

  runNext(): number {
    this.clean();
    if (this.heap.length === 0) return -1;
    const task = this.pop()[2];
    this.tasks.delete(task);
    return task;
  }

  pending(): number {
    return this.tasks.size;
  }
}
