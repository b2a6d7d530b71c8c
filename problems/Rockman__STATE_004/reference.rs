use std::collections::HashMap;

/// A key-value store with nested transactions: one undo log per open transaction, and a count
/// of keys per value so that count() is O(1).
struct TxStore {
    data: HashMap<String, i64>,
    counts: HashMap<i64, i64>,
    logs: Vec<Vec<(String, Option<i64>)>>, // (key, previous value), oldest first
}

impl TxStore {
    fn new() -> Self {
        TxStore { data: HashMap::new(), counts: HashMap::new(), logs: Vec::new() }
    }

    fn write(&mut self, key: String, value: Option<i64>, record: bool) {
        let old = self.data.get(&key).copied();
        if old == value {
            return;
        }
        if let Some(old) = old {
            *self.counts.entry(old).or_insert(0) -= 1;
        }
        match value {
            None => {
                self.data.remove(&key);
            }
            Some(v) => {
                self.data.insert(key.clone(), v);
                *self.counts.entry(v).or_insert(0) += 1;
            }
        }
        if record {
            if let Some(log) = self.logs.last_mut() {
                log.push((key, old));
            }
        }
    }

    fn set(&mut self, key: String, value: i64) {
        self.write(key, Some(value), true);
    }

    fn get(&mut self, key: String) -> i64 {
        self.data.get(&key).copied().unwrap_or(-1)
    }

    fn delete(&mut self, key: String) -> bool {
        if !self.data.contains_key(&key) {
            return false;
        }
        self.write(key, None, true);
        true
    }

    fn count(&mut self, value: i64) -> i64 {
        self.counts.get(&value).copied().unwrap_or(0)
    }

    fn begin(&mut self) -> i64 {
        self.logs.push(Vec::new());
        self.logs.len() as i64
    }

    fn commit(&mut self) -> i64 {
        match self.logs.pop() {
            None => -1,
            Some(log) => {
                if let Some(outer) = self.logs.last_mut() {
                    outer.extend(log);
                }
                self.logs.len() as i64
            }
        }
    }

    fn rollback(&mut self) -> i64 {
        match self.logs.pop() {
            None => -1,
            Some(log) => {
                for (key, old) in log.into_iter().rev() {
                    self.write(key, old, false);
                }
                self.logs.len() as i64
            }
        }
    }
}
