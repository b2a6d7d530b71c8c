use std::collections::{BTreeMap, HashMap};

/// Each key has (value, use count, recency stamp); each use count has its keys ordered by
/// recency stamp, so the least recently used key of the smallest count is the first entry.
struct LFUCache {
    capacity: usize,
    entries: HashMap<i64, (i64, i64, u64)>,
    buckets: HashMap<i64, BTreeMap<u64, i64>>,
    min_freq: i64,
    clock: u64,
}

impl LFUCache {
    fn new(capacity: i64) -> Self {
        LFUCache {
            capacity: capacity.max(0) as usize,
            entries: HashMap::new(),
            buckets: HashMap::new(),
            min_freq: 0,
            clock: 0,
        }
    }

    fn tick(&mut self) -> u64 {
        self.clock += 1;
        self.clock
    }

    fn use_key(&mut self, key: i64) {
        let (_, f, stamp) = self.entries[&key];
        let bucket = self.buckets.get_mut(&f).unwrap();
        bucket.remove(&stamp);
        if bucket.is_empty() {
            self.buckets.remove(&f);
            if self.min_freq == f {
                self.min_freq = f + 1;
            }
        }
        let now = self.tick();
        self.buckets.entry(f + 1).or_default().insert(now, key);
        let entry = self.entries.get_mut(&key).unwrap();
        entry.1 = f + 1;
        entry.2 = now;
    }

    fn get(&mut self, key: i64) -> i64 {
        match self.entries.get(&key) {
            None => -1,
            Some(&(value, _, _)) => {
                self.use_key(key);
                value
            }
        }
    }

    fn put(&mut self, key: i64, value: i64) -> i64 {
        if let Some(entry) = self.entries.get_mut(&key) {
            entry.0 = value;
            self.use_key(key);
            return -1;
        }
        let mut evicted = -1;
        if self.entries.len() >= self.capacity {
            let bucket = self.buckets.get_mut(&self.min_freq).unwrap();
            let (&stamp, &oldest) = bucket.iter().next().unwrap();
            bucket.remove(&stamp);
            if bucket.is_empty() {
                self.buckets.remove(&self.min_freq);
            }
            self.entries.remove(&oldest);
            evicted = oldest;
        }
        let now = self.tick();
        self.entries.insert(key, (value, 1, now));
        self.buckets.entry(1).or_default().insert(now, key);
        self.min_freq = 1;
        evicted
    }

    fn frequency(&mut self, key: i64) -> i64 {
        self.entries.get(&key).map_or(0, |e| e.1)
    }

    fn size(&mut self) -> i64 {
        self.entries.len() as i64
    }
}
