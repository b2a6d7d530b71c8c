use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// Entries with an expiry, and a min-heap of (expiry, key) pairs (possibly stale) that is
/// purged up to the current time before every operation.
struct TTLCache {
    entries: HashMap<i64, (i64, i64)>, // key -> (value, expiry)
    heap: BinaryHeap<Reverse<(i64, i64)>>,
}

impl TTLCache {
    fn new() -> Self {
        TTLCache { entries: HashMap::new(), heap: BinaryHeap::new() }
    }

    fn purge(&mut self, now: i64) {
        while let Some(&Reverse((expiry, key))) = self.heap.peek() {
            if expiry > now {
                break;
            }
            self.heap.pop();
            if let Some(&(_, e)) = self.entries.get(&key) {
                if e == expiry {
                    self.entries.remove(&key);
                }
            }
        }
    }

    fn put(&mut self, key: i64, value: i64, ttl: i64, now: i64) -> bool {
        self.purge(now);
        let alive = self.entries.insert(key, (value, now + ttl)).is_some();
        self.heap.push(Reverse((now + ttl, key)));
        alive
    }

    fn get(&mut self, key: i64, now: i64) -> i64 {
        self.purge(now);
        self.entries.get(&key).map_or(-1, |e| e.0)
    }

    fn touch(&mut self, key: i64, ttl: i64, now: i64) -> bool {
        self.purge(now);
        match self.entries.get_mut(&key) {
            None => false,
            Some(entry) => {
                entry.1 = now + ttl;
                self.heap.push(Reverse((now + ttl, key)));
                true
            }
        }
    }

    fn remove(&mut self, key: i64, now: i64) -> bool {
        self.purge(now);
        self.entries.remove(&key).is_some()
    }

    fn alive_count(&mut self, now: i64) -> i64 {
        self.purge(now);
        self.entries.len() as i64
    }
}
