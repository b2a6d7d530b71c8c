/// A treap (randomized balanced BST) with subtree sizes. Nodes live in vectors; index 0 is
/// "no node", of size 0.
struct OrderedSet {
    key: Vec<i64>,
    prio: Vec<u64>,
    left: Vec<usize>,
    right: Vec<usize>,
    size: Vec<i64>,
    root: usize,
    seed: u64,
}

impl OrderedSet {
    fn new() -> Self {
        OrderedSet {
            key: vec![0],
            prio: vec![0],
            left: vec![0],
            right: vec![0],
            size: vec![0],
            root: 0,
            seed: 12345,
        }
    }

    /// splitmix64
    fn next_random(&mut self) -> u64 {
        self.seed = self.seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.seed;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn new_node(&mut self, x: i64) -> usize {
        let prio = self.next_random();
        self.key.push(x);
        self.prio.push(prio);
        self.left.push(0);
        self.right.push(0);
        self.size.push(1);
        self.key.len() - 1
    }

    fn update(&mut self, node: usize) {
        self.size[node] = 1 + self.size[self.left[node]] + self.size[self.right[node]];
    }

    /// Split into (keys < key, keys >= key).
    fn split(&mut self, node: usize, key: i64) -> (usize, usize) {
        if node == 0 {
            return (0, 0);
        }
        if self.key[node] < key {
            let (a, b) = self.split(self.right[node], key);
            self.right[node] = a;
            self.update(node);
            (node, b)
        } else {
            let (a, b) = self.split(self.left[node], key);
            self.left[node] = b;
            self.update(node);
            (a, node)
        }
    }

    /// Merge two treaps where every key of a is smaller than every key of b.
    fn merge(&mut self, a: usize, b: usize) -> usize {
        if a == 0 {
            return b;
        }
        if b == 0 {
            return a;
        }
        if self.prio[a] > self.prio[b] {
            let merged = self.merge(self.right[a], b);
            self.right[a] = merged;
            self.update(a);
            a
        } else {
            let merged = self.merge(a, self.left[b]);
            self.left[b] = merged;
            self.update(b);
            b
        }
    }

    fn contains(&self, x: i64) -> bool {
        let mut node = self.root;
        while node != 0 {
            if x == self.key[node] {
                return true;
            }
            node = if x < self.key[node] { self.left[node] } else { self.right[node] };
        }
        false
    }

    fn add(&mut self, x: i64) -> bool {
        if self.contains(x) {
            return false;
        }
        let (a, b) = self.split(self.root, x);
        let node = self.new_node(x);
        let low = self.merge(a, node);
        self.root = self.merge(low, b);
        true
    }

    fn discard(&mut self, x: i64) -> bool {
        if !self.contains(x) {
            return false;
        }
        let (a, b) = self.split(self.root, x);
        let (_, c) = self.split(b, x + 1);
        self.root = self.merge(a, c);
        true
    }

    fn floor(&mut self, x: i64) -> Option<i64> {
        let (mut node, mut best) = (self.root, None);
        while node != 0 {
            if self.key[node] <= x {
                best = Some(self.key[node]);
                node = self.right[node];
            } else {
                node = self.left[node];
            }
        }
        best
    }

    fn ceiling(&mut self, x: i64) -> Option<i64> {
        let (mut node, mut best) = (self.root, None);
        while node != 0 {
            if self.key[node] >= x {
                best = Some(self.key[node]);
                node = self.left[node];
            } else {
                node = self.right[node];
            }
        }
        best
    }

    fn kth(&mut self, k: i64) -> Option<i64> {
        let mut k = k;
        if k < 1 || k > self.size[self.root] {
            return None;
        }
        let mut node = self.root;
        while node != 0 {
            let left = self.size[self.left[node]];
            if k <= left {
                node = self.left[node];
            } else if k == left + 1 {
                return Some(self.key[node]);
            } else {
                k -= left + 1;
                node = self.right[node];
            }
        }
        None
    }

    fn rank(&mut self, x: i64) -> i64 {
        let (mut node, mut count) = (self.root, 0i64);
        while node != 0 {
            if self.key[node] < x {
                count += self.size[self.left[node]] + 1;
                node = self.right[node];
            } else {
                node = self.left[node];
            }
        }
        count
    }
}
