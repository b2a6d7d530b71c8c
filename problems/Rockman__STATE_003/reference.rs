use std::collections::HashMap;

/// One balance per account; failures are return codes that change nothing.
struct Bank {
    balances: HashMap<String, i64>,
}

impl Bank {
    fn new() -> Self {
        Bank { balances: HashMap::new() }
    }

    fn open(&mut self, account: String) -> bool {
        if self.balances.contains_key(&account) {
            return false;
        }
        self.balances.insert(account, 0);
        true
    }

    fn deposit(&mut self, account: String, amount: i64) -> i64 {
        match self.balances.get_mut(&account) {
            None => -1,
            Some(b) => {
                *b += amount;
                *b
            }
        }
    }

    fn withdraw(&mut self, account: String, amount: i64) -> i64 {
        match self.balances.get_mut(&account) {
            None => -1,
            Some(b) if *b < amount => -2,
            Some(b) => {
                *b -= amount;
                *b
            }
        }
    }

    fn transfer(&mut self, source: String, target: String, amount: i64) -> i64 {
        if !self.balances.contains_key(&source) || !self.balances.contains_key(&target) {
            return -1;
        }
        if source == target {
            return -3;
        }
        if self.balances[&source] < amount {
            return -2;
        }
        *self.balances.get_mut(&source).unwrap() -= amount;
        *self.balances.get_mut(&target).unwrap() += amount;
        0
    }

    fn balance(&mut self, account: String) -> i64 {
        self.balances.get(&account).copied().unwrap_or(-1)
    }
}
