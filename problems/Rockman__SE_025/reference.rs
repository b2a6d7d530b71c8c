use std::collections::HashMap;

const MAX_MEMBER_LENGTH: usize = 10;
const MAX_TITLE_LENGTH: usize = 15;
const MAX_COPIES_PER_ADD: i64 = 50;
const FINE_CAP_DAYS: i64 = 20;

fn valid_member(member: &str) -> bool {
    (1..=MAX_MEMBER_LENGTH).contains(&member.len())
        && member.chars().all(|c| c.is_ascii_lowercase())
}

fn title_char(c: char) -> bool {
    c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'
}

fn valid_title(title: &str) -> bool {
    (1..=MAX_TITLE_LENGTH).contains(&title.len())
        && !title.starts_with('-')
        && title.chars().all(title_char)
}

struct LendingDesk {
    max_loans: i64,
    loan_days: i64,
    daily_fine: i64,
    clock: i64,
    shelf: HashMap<String, i64>,
    loans: HashMap<String, HashMap<String, i64>>, // member -> title -> due day
    balance: HashMap<String, i64>,
}

impl LendingDesk {
    fn new(max_loans: i64, loan_days: i64, daily_fine: i64) -> Self {
        LendingDesk {
            max_loans,
            loan_days,
            daily_fine,
            clock: 0,
            shelf: HashMap::new(),
            loans: HashMap::new(),
            balance: HashMap::new(),
        }
    }

    /// Validates a dated request; a valid one moves the clock to its day.
    fn accept(&mut self, member: &str, title: &str, day: i64) -> bool {
        if !(valid_member(member) && valid_title(title) && day >= self.clock) {
            return false;
        }
        self.clock = day;
        true
    }

    fn add_copies(&mut self, title: String, count: i64) -> i64 {
        if !valid_title(&title) || !(1..=MAX_COPIES_PER_ADD).contains(&count) {
            return -1;
        }
        let copies = self.shelf.entry(title).or_insert(0);
        *copies += count;
        *copies
    }

    fn holds(&self, member: &str, title: &str) -> bool {
        self.loans
            .get(member)
            .map_or(false, |loans| loans.contains_key(title))
    }

    fn loan_count(&self, member: &str) -> i64 {
        self.loans.get(member).map_or(0, |loans| loans.len() as i64)
    }

    fn refusal(&self, member: &str, title: &str) -> Option<&'static str> {
        let Some(&copies) = self.shelf.get(title) else {
            return Some("UNKNOWN");
        };
        if self.balance.get(member).copied().unwrap_or(0) > 0 {
            return Some("BLOCKED");
        }
        if self.holds(member, title) {
            return Some("DUPLICATE");
        }
        if self.loan_count(member) >= self.max_loans {
            return Some("LIMIT");
        }
        (copies == 0).then_some("WAIT")
    }

    fn borrow(&mut self, member: String, title: String, day: i64) -> String {
        if !self.accept(&member, &title, day) {
            return "INVALID".to_string();
        }
        if let Some(refused) = self.refusal(&member, &title) {
            return refused.to_string();
        }
        *self.shelf.get_mut(&title).unwrap() -= 1;
        let due = day + self.loan_days;
        self.loans.entry(member).or_default().insert(title, due);
        "OK".to_string()
    }

    fn give_back(&mut self, member: String, title: String, day: i64) -> i64 {
        if !self.accept(&member, &title, day) {
            return -1;
        }
        let held = self.loans.get_mut(&member);
        let Some(due) = held.and_then(|loans| loans.remove(&title)) else {
            return -2;
        };
        let late_days = (day - due).clamp(0, FINE_CAP_DAYS);
        let fine = late_days * self.daily_fine;
        *self.shelf.get_mut(&title).unwrap() += 1;
        *self.balance.entry(member).or_insert(0) += fine;
        fine
    }

    fn pay(&mut self, member: String, amount: i64) -> i64 {
        if !valid_member(&member) || amount < 1 {
            return -1;
        }
        let balance = self.balance.entry(member).or_insert(0);
        *balance = (*balance - amount).max(0);
        *balance
    }

    fn overdue(&mut self, day: i64) -> i64 {
        if day < self.clock {
            return -1;
        }
        self.clock = day;
        let late = self.loans.values().flat_map(|held| held.values());
        late.filter(|&&due| due < day).count() as i64
    }
}
