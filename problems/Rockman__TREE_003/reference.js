/**
 * A sorted set of distinct integers with order statistics: a treap (randomized balanced BST)
 * with subtree sizes. Nodes live in arrays; index 0 is "no node", of size 0.
 */
class OrderedSet {
  #key = [0];
  #prio = [0];
  #left = [0];
  #right = [0];
  #size = [0];
  #root = 0;
  #seed = 12345;

  constructor() {}

  /** @returns {number} a pseudo-random 32-bit unsigned integer (xorshift32) */
  #nextRandom() {
    let x = this.#seed;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.#seed = x >>> 0;
    return this.#seed;
  }

  /**
   * @param {number} x
   * @returns {number}
   */
  #newNode(x) {
    this.#key.push(x);
    this.#prio.push(this.#nextRandom());
    this.#left.push(0);
    this.#right.push(0);
    this.#size.push(1);
    return this.#key.length - 1;
  }

  /** @param {number} node */
  #update(node) {
    this.#size[node] = 1 + this.#size[this.#left[node]] + this.#size[this.#right[node]];
  }

  /**
   * Split into [keys < key, keys >= key].
   * @param {number} node
   * @param {number} key
   * @returns {[number, number]}
   */
  #split(node, key) {
    if (node === 0) {
      return [0, 0];
    }
    if (this.#key[node] < key) {
      const [a, b] = this.#split(this.#right[node], key);
      this.#right[node] = a;
      this.#update(node);
      return [node, b];
    }
    const [a, b] = this.#split(this.#left[node], key);
    this.#left[node] = b;
    this.#update(node);
    return [a, node];
  }

  /**
   * Merge two treaps where every key of a is smaller than every key of b.
   * @param {number} a
   * @param {number} b
   * @returns {number}
   */
  #merge(a, b) {
    if (a === 0) return b;
    if (b === 0) return a;
    if (this.#prio[a] > this.#prio[b]) {
      this.#right[a] = this.#merge(this.#right[a], b);
      this.#update(a);
      return a;
    }
    this.#left[b] = this.#merge(a, this.#left[b]);
    this.#update(b);
    return b;
  }

  /**
   * @param {number} x
   * @returns {boolean}
   */
  #contains(x) {
    let node = this.#root;
    while (node !== 0) {
      if (x === this.#key[node]) return true;
      node = x < this.#key[node] ? this.#left[node] : this.#right[node];
    }
    return false;
  }

  /**
   * @param {number} x
   * @returns {boolean}
   */
  add(x) {
    if (this.#contains(x)) {
      return false;
    }
    const [a, b] = this.#split(this.#root, x);
    this.#root = this.#merge(this.#merge(a, this.#newNode(x)), b);
    return true;
  }

  /**
   * @param {number} x
   * @returns {boolean}
   */
  discard(x) {
    if (!this.#contains(x)) {
      return false;
    }
    const [a, b] = this.#split(this.#root, x);
    const [, c] = this.#split(b, x + 1);
    this.#root = this.#merge(a, c);
    return true;
  }

  /**
   * @param {number} x
   * @returns {number | null}
   */
  floor(x) {
    let node = this.#root;
    let best = null;
    while (node !== 0) {
      if (this.#key[node] <= x) {
        best = this.#key[node];
        node = this.#right[node];
      } else {
        node = this.#left[node];
      }
    }
    return best;
  }

  /**
   * @param {number} x
   * @returns {number | null}
   */
  ceiling(x) {
    let node = this.#root;
    let best = null;
    while (node !== 0) {
      if (this.#key[node] >= x) {
        best = this.#key[node];
        node = this.#left[node];
      } else {
        node = this.#right[node];
      }
    }
    return best;
  }

  /**
   * @param {number} k
   * @returns {number | null}
   */
  kth(k) {
    if (k < 1 || k > this.#size[this.#root]) {
      return null;
    }
    let node = this.#root;
    while (node !== 0) {
      const left = this.#size[this.#left[node]];
      if (k <= left) {
        node = this.#left[node];
      } else if (k === left + 1) {
        return this.#key[node];
      } else {
        k -= left + 1;
        node = this.#right[node];
      }
    }
    return null;
  }

  /**
   * @param {number} x
   * @returns {number}
   */
  rank(x) {
    let node = this.#root;
    let count = 0;
    while (node !== 0) {
      if (this.#key[node] < x) {
        count += this.#size[this.#left[node]] + 1;
        node = this.#right[node];
      } else {
        node = this.#left[node];
      }
    }
    return count;
  }
}
