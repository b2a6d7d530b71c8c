use std::collections::HashMap;

const NONE: usize = usize::MAX;

struct Node {
    key: i64,
    value: i64,
    prev: usize,
    next: usize,
}

/// A doubly linked list of nodes in a Vec, most recently used first, and a map from each key
/// to its node: O(1) get and put.
struct LRUCache {
    capacity: usize,
    nodes: Vec<Node>,
    index: HashMap<i64, usize>,
    head: usize,
    tail: usize,
}

impl LRUCache {
    fn new(capacity: i64) -> Self {
        LRUCache {
            capacity: capacity.max(0) as usize,
            nodes: Vec::new(),
            index: HashMap::new(),
            head: NONE,
            tail: NONE,
        }
    }

    fn unlink(&mut self, at: usize) {
        let (prev, next) = (self.nodes[at].prev, self.nodes[at].next);
        if prev == NONE {
            self.head = next;
        } else {
            self.nodes[prev].next = next;
        }
        if next == NONE {
            self.tail = prev;
        } else {
            self.nodes[next].prev = prev;
        }
    }

    fn push_front(&mut self, at: usize) {
        self.nodes[at].prev = NONE;
        self.nodes[at].next = self.head;
        if self.head != NONE {
            self.nodes[self.head].prev = at;
        }
        self.head = at;
        if self.tail == NONE {
            self.tail = at;
        }
    }

    fn get(&mut self, key: i64) -> i64 {
        match self.index.get(&key) {
            Some(&at) => {
                self.unlink(at);
                self.push_front(at);
                self.nodes[at].value
            }
            None => -1,
        }
    }

    fn put(&mut self, key: i64, value: i64) {
        if let Some(&at) = self.index.get(&key) {
            self.nodes[at].value = value;
            self.unlink(at);
            self.push_front(at);
            return;
        }
        let at = if self.index.len() >= self.capacity && self.tail != NONE {
            let oldest = self.tail;
            self.unlink(oldest);
            self.index.remove(&self.nodes[oldest].key);
            self.nodes[oldest] = Node { key, value, prev: NONE, next: NONE };
            oldest
        } else {
            self.nodes.push(Node { key, value, prev: NONE, next: NONE });
            self.nodes.len() - 1
        };
        self.index.insert(key, at);
        self.push_front(at);
    }

    fn size(&mut self) -> i64 {
        self.index.len() as i64
    }
}
