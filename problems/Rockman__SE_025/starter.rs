use std::collections::HashMap;

struct LendingDesk {
    max_loans: i64,
    loan_days: i64,
    daily_fine: i64,
    today: i64,
    copies: HashMap<String, i64>,
    loans: Vec<(String, String, i64)>,
    owed: HashMap<String, i64>,
}

impl LendingDesk {
    fn new(max_loans: i64, loan_days: i64, daily_fine: i64) -> Self {
        LendingDesk {
            max_loans,
            loan_days,
            daily_fine,
            today: 0,
            copies: HashMap::new(),
            loans: Vec::new(),
            owed: HashMap::new(),
        }
    }

    fn add_copies(&mut self, title: String, count: i64) -> i64 {
        if title.len() == 0 || title.len() > 15 {
            return -1;
        }
        if title.starts_with('-') {
            return -1;
        }
        for c in title.chars() {
            if !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') {
                return -1;
            }
        }
        if count < 1 || count > 50 {
            return -1;
        }
        if self.copies.contains_key(&title) {
            self.copies
                .insert(title.clone(), self.copies[&title] + count);
        } else {
            self.copies.insert(title.clone(), count);
        }
        self.copies[&title]
    }

    fn borrow(&mut self, member: String, title: String, day: i64) -> String {
        if member.len() == 0 || member.len() > 10 {
            return "INVALID".to_string();
        }
        for c in member.chars() {
            if !c.is_ascii_lowercase() {
                return "INVALID".to_string();
            }
        }
        if title.len() == 0 || title.len() > 15 {
            return "INVALID".to_string();
        }
        if title.starts_with('-') {
            return "INVALID".to_string();
        }
        for c in title.chars() {
            if !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') {
                return "INVALID".to_string();
            }
        }
        if day < self.today {
            return "INVALID".to_string();
        }
        self.today = day;
        if !self.copies.contains_key(&title) {
            return "UNKNOWN".to_string();
        }
        if self.owed.contains_key(&member) && self.owed[&member] > 0 {
            return "BLOCKED".to_string();
        }
        let mut count = 0;
        for loan in &self.loans {
            if loan.0 == member {
                if loan.1 == title {
                    return "DUPLICATE".to_string();
                }
                count = count + 1;
            }
        }
        if count >= self.max_loans {
            return "LIMIT".to_string();
        }
        if self.copies[&title] == 0 {
            return "WAIT".to_string();
        }
        self.copies.insert(title.clone(), self.copies[&title] - 1);
        self.loans.push((member, title, day + self.loan_days));
        "OK".to_string()
    }

    fn give_back(&mut self, member: String, title: String, day: i64) -> i64 {
        if member.len() == 0 || member.len() > 10 {
            return -1;
        }
        for c in member.chars() {
            if !c.is_ascii_lowercase() {
                return -1;
            }
        }
        if title.len() == 0 || title.len() > 15 {
            return -1;
        }
        if title.starts_with('-') {
            return -1;
        }
        for c in title.chars() {
            if !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') {
                return -1;
            }
        }
        if day < self.today {
            return -1;
        }
        self.today = day;
        for i in 0..self.loans.len() {
            if self.loans[i].0 == member && self.loans[i].1 == title {
                let due = self.loans[i].2;
                self.loans.remove(i);
                self.copies.insert(title.clone(), self.copies[&title] + 1);
                let mut fine = 0;
                if day > due {
                    if day - due > 20 {
                        fine = 20 * self.daily_fine;
                    } else {
                        fine = (day - due) * self.daily_fine;
                    }
                }
                if self.owed.contains_key(&member) {
                    self.owed.insert(member.clone(), self.owed[&member] + fine);
                } else {
                    self.owed.insert(member.clone(), fine);
                }
                return fine;
            }
        }
        -2
    }

    fn pay(&mut self, member: String, amount: i64) -> i64 {
        if member.len() == 0 || member.len() > 10 {
            return -1;
        }
        for c in member.chars() {
            if !c.is_ascii_lowercase() {
                return -1;
            }
        }
        if amount < 1 {
            return -1;
        }
        if !self.owed.contains_key(&member) {
            self.owed.insert(member.clone(), 0);
        }
        if amount >= self.owed[&member] {
            self.owed.insert(member.clone(), 0);
        } else {
            self.owed
                .insert(member.clone(), self.owed[&member] - amount);
        }
        self.owed[&member]
    }

    fn overdue(&mut self, day: i64) -> i64 {
        if day < self.today {
            return -1;
        }
        self.today = day;
        let mut n = 0;
        for loan in &self.loans {
            if loan.2 < day {
                n = n + 1;
            }
        }
        n
    }
}
