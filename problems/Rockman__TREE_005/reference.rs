/// Ancestor, lowest-common-ancestor and path queries on a rooted tree by binary lifting.
struct FamilyTree {
    depth: Vec<i64>,
    levels: usize,
    up: Vec<Vec<i64>>, // up[j][x] = the 2**j-th ancestor of x, or -1
}

impl FamilyTree {
    fn new(parents: Vec<i64>) -> Self {
        let n = parents.len();
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
        let mut root = 0usize;
        for (child, &parent) in parents.iter().enumerate() {
            if parent == -1 {
                root = child;
            } else {
                children[parent as usize].push(child);
            }
        }
        // depths in BFS order, so every parent is handled before its children
        let mut depth = vec![0i64; n];
        let mut order = vec![root];
        let mut i = 0;
        while i < order.len() {
            let node = order[i];
            for &child in &children[node] {
                depth[child] = depth[node] + 1;
                order.push(child);
            }
            i += 1;
        }
        let max_depth = depth.iter().copied().max().unwrap_or(0);
        let mut bits = 0usize;
        while (1i64 << bits) <= max_depth {
            bits += 1;
        }
        let levels = bits.max(1);
        let mut up: Vec<Vec<i64>> = vec![parents];
        for j in 1..levels {
            let prev = &up[j - 1];
            let next: Vec<i64> =
                prev.iter().map(|&p| if p == -1 { -1 } else { prev[p as usize] }).collect();
            up.push(next);
        }
        FamilyTree { depth, levels, up }
    }

    fn ancestor(&mut self, u: i64, k: i64) -> i64 {
        if k > self.depth[u as usize] {
            return -1;
        }
        let (mut u, mut k, mut j) = (u, k, 0usize);
        while k != 0 {
            if k & 1 == 1 {
                u = self.up[j][u as usize];
            }
            k >>= 1;
            j += 1;
        }
        u
    }

    fn common_ancestor(&mut self, u: i64, v: i64) -> i64 {
        let (mut u, mut v) = (u, v);
        if self.depth[u as usize] < self.depth[v as usize] {
            std::mem::swap(&mut u, &mut v);
        }
        u = self.ancestor(u, self.depth[u as usize] - self.depth[v as usize]);
        if u == v {
            return u;
        }
        for j in (0..self.levels).rev() {
            let (pu, pv) = (self.up[j][u as usize], self.up[j][v as usize]);
            if pu != pv {
                u = pu;
                v = pv;
            }
        }
        self.up[0][u as usize]
    }

    fn distance(&mut self, u: i64, v: i64) -> i64 {
        let w = self.common_ancestor(u, v);
        self.depth[u as usize] + self.depth[v as usize] - 2 * self.depth[w as usize]
    }

    fn step_toward(&mut self, u: i64, v: i64, k: i64) -> i64 {
        let w = self.common_ancestor(u, v);
        let up = self.depth[u as usize] - self.depth[w as usize];
        let down = self.depth[v as usize] - self.depth[w as usize];
        if k > up + down {
            return -1;
        }
        if k <= up {
            return self.ancestor(u, k);
        }
        self.ancestor(v, up + down - k)
    }
}
