/// Union-find over the accounts where each node stores its balance minus its parent's.
struct OffsetLedger {
    parent: Vec<usize>,
    offset: Vec<i64>, // balance[i] - balance[parent[i]]
    size: Vec<usize>,
    path: Vec<usize>,
    groups: i64,
}

impl OffsetLedger {
    fn new(n: i64) -> Self {
        let n = n.max(0) as usize;
        OffsetLedger {
            parent: (0..n).collect(),
            offset: vec![0; n],
            size: vec![1; n],
            path: Vec::new(),
            groups: n as i64,
        }
    }

    /// (root, balance[x] - balance[root]), compressing the path.
    fn find(&mut self, mut x: usize) -> (usize, i64) {
        self.path.clear();
        while self.parent[x] != x {
            self.path.push(x);
            x = self.parent[x];
        }
        let root = x;
        // walk back from the node nearest the root, accumulating offsets to the root
        for i in (0..self.path.len()).rev() {
            let node = self.path[i];
            let parent = self.parent[node];
            if parent != root {
                self.offset[node] += self.offset[parent];
            }
            self.parent[node] = root;
        }
        let found = if self.path.is_empty() { 0 } else { self.offset[self.path[0]] };
        (root, found)
    }

    fn record(&mut self, a: i64, b: i64, diff: i64) -> bool {
        let (mut ra, da) = self.find(a as usize);
        let (mut rb, db) = self.find(b as usize);
        if ra == rb {
            return db - da == diff;
        }
        // balance[rb] - balance[ra] = (balance[b] - db) - (balance[a] - da) = diff - db + da
        let mut shift = diff - db + da;
        if self.size[ra] < self.size[rb] {
            std::mem::swap(&mut ra, &mut rb);
            shift = -shift;
        }
        self.parent[rb] = ra;
        self.offset[rb] = shift;
        self.size[ra] += self.size[rb];
        self.groups -= 1;
        true
    }

    fn difference(&mut self, a: i64, b: i64) -> Option<i64> {
        let (ra, da) = self.find(a as usize);
        let (rb, db) = self.find(b as usize);
        if ra != rb {
            None
        } else {
            Some(db - da)
        }
    }

    fn groups(&mut self) -> i64 {
        self.groups
    }
}
