/**
 * A sliding-window rate limiter: per client, a queue of accepted request times (an array and
 * the index of its first live element) whose expired front is dropped on every call.
 */
class RateLimiter {
  /**
   * @param {number} limit
   * @param {number} window
   */
  constructor(limit, window) {
    this.limit = limit;
    this.window = window;
    /** @type {Map<string, {times: number[], head: number}>} */
    this.accepted = new Map();
  }

  recent(client, t) {
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

  /**
   * @param {string} client
   * @param {number} t
   * @returns {boolean}
   */
  allow(client, t) {
    const queue = this.recent(client, t);
    if (queue.times.length - queue.head >= this.limit) return false;
    queue.times.push(t);
    return true;
  }

  /**
   * @param {string} client
   * @param {number} t
   * @returns {number}
   */
  remaining(client, t) {
    const queue = this.recent(client, t);
    return this.limit - (queue.times.length - queue.head);
  }
}
