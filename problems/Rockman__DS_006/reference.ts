/**
 * Union-find over the accounts where each node stores its balance minus its parent's.
 */
class OffsetLedger {
  private readonly parent: number[];
  private readonly offset: number[]; // balance[i] - balance[parent[i]]
  private readonly size: number[];
  private groupCount: number;

  constructor(n: number) {
    this.parent = Array.from({ length: n }, (_, i) => i);
    this.offset = new Array<number>(n).fill(0);
    this.size = new Array<number>(n).fill(1);
    this.groupCount = n;
  }

  /** [root, balance[x] - balance[root]], compressing the path. */
  private find(x: number): [number, number] {
    const path: number[] = [];
    while (this.parent[x] !== x) {
      path.push(x);
      x = this.parent[x];
    }
    const root = x;
    // walk back from the node nearest the root, accumulating offsets to the root
    for (let i = path.length - 1; i >= 0; i--) {
      const node = path[i];
      const parent = this.parent[node];
      if (parent !== root) {
        this.offset[node] += this.offset[parent];
      }
      this.parent[node] = root;
    }
    return [root, path.length > 0 ? this.offset[path[0]] : 0];
  }

  record(a: number, b: number, diff: number): boolean {
    let [ra, da] = this.find(a);
    let [rb, db] = this.find(b);
    if (ra === rb) {
      return db - da === diff;
    }
    // balance[rb] - balance[ra] = (balance[b] - db) - (balance[a] - da) = diff - db + da
    let shift = diff - db + da;
    if (this.size[ra] < this.size[rb]) {
      [ra, rb, shift] = [rb, ra, -shift];
    }
    this.parent[rb] = ra;
    this.offset[rb] = shift;
    this.size[ra] += this.size[rb];
    this.groupCount--;
    return true;
  }

  difference(a: number, b: number): number | null {
    const [ra, da] = this.find(a);
    const [rb, db] = this.find(b);
    if (ra !== rb) {
      return null;
    }
    return db - da;
  }

  groups(): number {
    return this.groupCount;
  }
}
