/**
 * A sliding-window rate limiter: per client, a queue of accepted request times (an array and
 * the index of its first live element) whose expired front is dropped on every call.
 */
class RateLimiter {
  private readonly accepted = new Map<string, { times: number[]; head: number }>();

  constructor(private readonly limit: number, private readonly window: number) {
  }

  private recent(client: string, t: number): { times: number[]; head: number } {
    let queue = this.accepted.get(client);
    if (queue === undefined) {
      queue = { times: [], head: 0 };
      this.accepted.set(client, queue);
    }
    while (queue.head < queue.times.length && queue.times[queue.head] <= t - this.window) {
      queue.head++;
    }
    return queue;
  }

  allow(client: string, t: number): boolean {
    const queue = this.recent(client, t);
    if (queue.times.length - queue.head >= this.limit) return false;
    queue.times.push(t);
    return true;
  }

  remaining(client: string, t: number): number {
    const queue = this.recent(client, t);
    return this.limit - (queue.times.length - queue.head);
  }
}
