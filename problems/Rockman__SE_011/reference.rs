use std::collections::HashMap;

struct TxStore {
    data: HashMap<String, i64>,
    counts: HashMap<i64, i64>,
    // one undo log per open transaction: (key, value before the change or None)
    log: Vec<Vec<(String, Option<i64>)>>,
}

impl TxStore {
    fn new() -> Self {
        TxStore { data: HashMap::new(), counts: HashMap::new(), log: Vec::new() }
    }

    /// Store value under key (None deletes it), keeping the value counts up to date.
    fn write(&mut self, key: &str, value: Option<i64>) {
        if let Some(old) = self.data.get(key) {
            *self.counts.get_mut(old).unwrap() -= 1;
        }
        match value {
            None => {
                self.data.remove(key);
            }
            Some(value) => {
                self.data.insert(key.to_string(), value);
                *self.counts.entry(value).or_insert(0) += 1;
            }
        }
    }

    /// Remember the current value of key so the innermost open transaction can undo it.
    fn record(&mut self, key: &str) {
        let before = self.data.get(key).copied();
        if let Some(changes) = self.log.last_mut() {
            changes.push((key.to_string(), before));
        }
    }

    fn get(&mut self, key: String) -> Option<i64> {
        self.data.get(&key).copied()
    }

    fn set(&mut self, key: String, value: i64) {
        self.record(&key);
        self.write(&key, Some(value));
    }

    fn erase(&mut self, key: String) -> bool {
        if !self.data.contains_key(&key) {
            return false;
        }
        self.record(&key);
        self.write(&key, None);
        true
    }

    fn count(&mut self, value: i64) -> i64 {
        self.counts.get(&value).copied().unwrap_or(0)
    }

    fn begin(&mut self) {
        self.log.push(Vec::new());
    }

    fn rollback(&mut self) -> bool {
        match self.log.pop() {
            None => false,
            Some(changes) => {
                for (key, before) in changes.into_iter().rev() {
                    self.write(&key, before);
                }
                true
            }
        }
    }

    fn commit(&mut self) -> bool {
        match self.log.pop() {
            None => false,
            Some(changes) => {
                if let Some(outer) = self.log.last_mut() {
                    outer.extend(changes);
                }
                true
            }
        }
    }
}
