use std::collections::HashMap;

/// The kind of an account and its kind-specific state.
enum Kind {
    Checking,
    Savings { withdrawals: i64 },
    Credit,
}

struct Account {
    balance: i64,
    limit: i64,
    kind: Kind,
}

const CHECKING_FEE: i64 = 1;

impl Account {
    fn can_withdraw(&self, amount: i64) -> bool {
        match self.kind {
            Kind::Checking => self.balance - amount - CHECKING_FEE >= 0,
            Kind::Savings { withdrawals } => self.balance >= amount && withdrawals < self.limit,
            Kind::Credit => self.balance - amount >= -self.limit,
        }
    }

    fn withdraw(&mut self, amount: i64) {
        match &mut self.kind {
            Kind::Checking => self.balance -= amount + CHECKING_FEE,
            Kind::Savings { withdrawals } => {
                self.balance -= amount;
                *withdrawals += 1;
            }
            Kind::Credit => self.balance -= amount,
        }
    }

    fn month_end(&mut self) {
        match &mut self.kind {
            Kind::Checking => {
                if self.balance < 100 {
                    self.balance = (self.balance - 2).max(0);
                }
            }
            Kind::Savings { withdrawals } => {
                if self.balance > 0 {
                    self.balance += self.balance * 2 / 100;
                }
                *withdrawals = 0;
            }
            Kind::Credit => {
                if self.balance < 0 {
                    let debt = -self.balance;
                    self.balance -= (debt * 5 + 99) / 100;
                }
            }
        }
    }
}

/// A book of bank accounts of three kinds; every failure is a false or None result.
struct AccountBook {
    accounts: HashMap<String, Account>,
}

impl AccountBook {
    fn new() -> Self {
        AccountBook { accounts: HashMap::new() }
    }

    fn open(&mut self, account_id: String, kind: String, limit: i64) -> bool {
        if self.accounts.contains_key(&account_id) || limit < 0 {
            return false;
        }
        let kind = match kind.as_str() {
            "checking" => Kind::Checking,
            "savings" => Kind::Savings { withdrawals: 0 },
            "credit" => Kind::Credit,
            _ => return false,
        };
        self.accounts.insert(account_id, Account { balance: 0, limit, kind });
        true
    }

    fn deposit(&mut self, account_id: String, amount: i64) -> bool {
        match self.accounts.get_mut(&account_id) {
            Some(account) if amount > 0 => {
                account.balance += amount;
                true
            }
            _ => false,
        }
    }

    fn withdraw(&mut self, account_id: String, amount: i64) -> bool {
        match self.accounts.get_mut(&account_id) {
            Some(account) if amount > 0 && account.can_withdraw(amount) => {
                account.withdraw(amount);
                true
            }
            _ => false,
        }
    }

    fn transfer(&mut self, source: String, target: String, amount: i64) -> bool {
        if source == target || !self.accounts.contains_key(&target) {
            return false;
        }
        if !self.withdraw(source, amount) {
            return false;
        }
        if let Some(to) = self.accounts.get_mut(&target) {
            to.balance += amount;
        }
        true
    }

    fn month_end(&mut self) {
        for account in self.accounts.values_mut() {
            account.month_end();
        }
    }

    fn balance(&mut self, account_id: String) -> Option<i64> {
        self.accounts.get(&account_id).map(|account| account.balance)
    }
}
