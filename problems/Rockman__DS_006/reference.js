/**
 * Union-find over the accounts where each node stores its balance minus its parent's.
 */
class OffsetLedger {
  /** @type {Array<number>} */
  #parent;
  /** @type {Array<number>} balance[i] - balance[parent[i]] */
  #offset;
  /** @type {Array<number>} */
  #size;
  /** @type {number} */
  #groups;

  /**
   * @param {number} n
   */
  constructor(n) {
    this.#parent = Array.from({ length: n }, (_, i) => i);
    this.#offset = new Array(n).fill(0);
    this.#size = new Array(n).fill(1);
    this.#groups = n;
  }

  /**
   * [root, balance[x] - balance[root]], compressing the path.
   * @param {number} x
   * @returns {[number, number]}
   */
  #find(x) {
    const path = [];
    while (this.#parent[x] !== x) {
      path.push(x);
      x = this.#parent[x];
    }
    const root = x;
    // walk back from the node nearest the root, accumulating offsets to the root
    for (let i = path.length - 1; i >= 0; i--) {
      const node = path[i];
      const parent = this.#parent[node];
      if (parent !== root) {
        this.#offset[node] += this.#offset[parent];
      }
      this.#parent[node] = root;
    }
    return [root, path.length > 0 ? this.#offset[path[0]] : 0];
  }

  /**
   * @param {number} a
   * @param {number} b
   * @param {number} diff
   * @returns {boolean}
   */
  record(a, b, diff) {
    let [ra, da] = this.#find(a);
    let [rb, db] = this.#find(b);
    if (ra === rb) {
      return db - da === diff;
    }
    // balance[rb] - balance[ra] = (balance[b] - db) - (balance[a] - da) = diff - db + da
    let shift = diff - db + da;
    if (this.#size[ra] < this.#size[rb]) {
      [ra, rb, shift] = [rb, ra, -shift];
    }
    this.#parent[rb] = ra;
    this.#offset[rb] = shift;
    this.#size[ra] += this.#size[rb];
    this.#groups--;
    return true;
  }

  /**
   * @param {number} a
   * @param {number} b
   * @returns {number | null}
   */
  difference(a, b) {
    const [ra, da] = this.#find(a);
    const [rb, db] = this.#find(b);
    if (ra !== rb) {
      return null;
    }
    return db - da;
  }

  /** @returns {number} */
  groups() {
    return this.#groups;
  }
}
