use std::collections::HashMap;

const MAX_HOLDS: usize = 4;

#[derive(Clone, Copy, PartialEq)]
enum Status {
    Held,
    Sold,
}

/// A held or sold seat.
struct Entry {
    status: Status,
    customer: String,
    expiry: i64,
}

struct BoxOffice {
    rows: i64,
    seats: i64,
    hold_minutes: i64,
    taken: HashMap<(i64, i64), Entry>,
}

impl BoxOffice {
    fn new(rows: i64, seats: i64, hold_minutes: i64) -> Self {
        BoxOffice { rows, seats, hold_minutes, taken: HashMap::new() }
    }

    fn hold(&mut self, customer: String, row: i64, seat: i64, minute: i64) -> bool {
        if !self.valid(row, seat) {
            return false;
        }
        self.expire(minute);
        let expiry = minute + self.hold_minutes;
        match self.taken.get_mut(&(row, seat)) {
            None => self.new_hold(customer, (row, seat), expiry),
            Some(e) if e.status == Status::Held && e.customer == customer => {
                e.expiry = expiry;
                true
            }
            Some(_) => false,
        }
    }

    fn release(&mut self, customer: String, minute: i64) -> i64 {
        self.expire(minute);
        let keys = self.holds_of(&customer);
        for key in &keys {
            self.taken.remove(key);
        }
        keys.len() as i64
    }

    fn confirm(&mut self, customer: String, minute: i64) -> i64 {
        self.expire(minute);
        let keys = self.holds_of(&customer);
        for key in &keys {
            if let Some(e) = self.taken.get_mut(key) {
                e.status = Status::Sold;
            }
        }
        keys.len() as i64
    }

    fn seat_status(&mut self, row: i64, seat: i64, minute: i64) -> String {
        if !self.valid(row, seat) {
            return "INVALID".to_string();
        }
        self.expire(minute);
        let status = match self.taken.get(&(row, seat)) {
            None => "FREE",
            Some(e) if e.status == Status::Held => "HELD",
            Some(_) => "SOLD",
        };
        status.to_string()
    }

    fn free_count(&mut self, minute: i64) -> i64 {
        self.expire(minute);
        self.rows * self.seats - self.taken.len() as i64
    }

    fn best_row(&mut self, count: i64, minute: i64) -> i64 {
        self.expire(minute);
        (0..self.rows)
            .find(|&row| self.longest_free_run(row) >= count)
            .unwrap_or(-1)
    }

    fn valid(&self, row: i64, seat: i64) -> bool {
        (0..self.rows).contains(&row) && (0..self.seats).contains(&seat)
    }

    /// Frees every hold that has expired by minute (minutes never decrease).
    fn expire(&mut self, minute: i64) {
        self.taken
            .retain(|_, e| !(e.status == Status::Held && e.expiry <= minute));
    }

    fn holds_of(&self, customer: &str) -> Vec<(i64, i64)> {
        self.taken
            .iter()
            .filter(|(_, e)| e.status == Status::Held && e.customer == customer)
            .map(|(&key, _)| key)
            .collect()
    }

    fn new_hold(&mut self, customer: String, key: (i64, i64), expiry: i64) -> bool {
        if self.holds_of(&customer).len() >= MAX_HOLDS {
            return false;
        }
        self.taken.insert(key, Entry { status: Status::Held, customer, expiry });
        true
    }

    fn longest_free_run(&self, row: i64) -> i64 {
        let (mut best, mut run) = (0, 0);
        for seat in 0..self.seats {
            run = if self.taken.contains_key(&(row, seat)) { 0 } else { run + 1 };
            best = best.max(run);
        }
        best
    }
}
