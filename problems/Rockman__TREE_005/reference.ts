/**
 * Ancestor, lowest-common-ancestor and path queries on a rooted tree by binary lifting.
 */
class FamilyTree {
  private readonly depth: number[];
  private readonly levels: number;
  private readonly up: Int32Array[]; // up[j][x] = the 2**j-th ancestor of x, or -1

  constructor(parents: number[]) {
    const n = parents.length;
    const children: number[][] = Array.from({ length: n }, () => []);
    let root = 0;
    for (let child = 0; child < n; child++) {
      if (parents[child] === -1) {
        root = child;
      } else {
        children[parents[child]].push(child);
      }
    }
    // depths in BFS order, so every parent is handled before its children
    this.depth = new Array<number>(n).fill(0);
    const order: number[] = [root];
    let maxDepth = 0;
    for (let i = 0; i < order.length; i++) {
      const node = order[i];
      for (const child of children[node]) {
        this.depth[child] = this.depth[node] + 1;
        maxDepth = Math.max(maxDepth, this.depth[child]);
        order.push(child);
      }
    }
    let bits = 0;
    while (2 ** bits <= maxDepth) bits++;
    this.levels = Math.max(1, bits);
    this.up = [Int32Array.from(parents)];
    for (let j = 1; j < this.levels; j++) {
      const prev = this.up[j - 1];
      const next = new Int32Array(n);
      for (let x = 0; x < n; x++) {
        next[x] = prev[x] === -1 ? -1 : prev[prev[x]];
      }
      this.up.push(next);
    }
  }

  ancestor(u: number, k: number): number {
    if (k > this.depth[u]) {
      return -1;
    }
    for (let j = 0; k !== 0; j++, k = Math.floor(k / 2)) {
      if (k % 2 === 1) {
        u = this.up[j][u];
      }
    }
    return u;
  }

  commonAncestor(u: number, v: number): number {
    if (this.depth[u] < this.depth[v]) {
      [u, v] = [v, u];
    }
    u = this.ancestor(u, this.depth[u] - this.depth[v]);
    if (u === v) {
      return u;
    }
    for (let j = this.levels - 1; j >= 0; j--) {
      const level = this.up[j];
      if (level[u] !== level[v]) {
        u = level[u];
        v = level[v];
      }
    }
    return this.up[0][u];
  }

  distance(u: number, v: number): number {
    const w = this.commonAncestor(u, v);
    return this.depth[u] + this.depth[v] - 2 * this.depth[w];
  }

  stepToward(u: number, v: number, k: number): number {
    const w = this.commonAncestor(u, v);
    const up = this.depth[u] - this.depth[w];
    const down = this.depth[v] - this.depth[w];
    if (k > up + down) {
      return -1;
    }
    if (k <= up) {
      return this.ancestor(u, k);
    }
    return this.ancestor(v, up + down - k);
  }
}
