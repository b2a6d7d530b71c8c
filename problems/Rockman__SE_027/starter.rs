struct BoxOffice {
    rows: i64,
    seats: i64,
    hold_minutes: i64,
    // state: 0 free, 1 held, 2 sold
    state: Vec<Vec<i64>>,
    who: Vec<Vec<String>>,
    until: Vec<Vec<i64>>,
}

impl BoxOffice {
    fn new(rows: i64, seats: i64, hold_minutes: i64) -> Self {
        BoxOffice {
            rows,
            seats,
            hold_minutes,
            state: vec![vec![0; seats as usize]; rows as usize],
            who: vec![vec![String::new(); seats as usize]; rows as usize],
            until: vec![vec![0; seats as usize]; rows as usize],
        }
    }

    fn hold(&mut self, customer: String, row: i64, seat: i64, minute: i64) -> bool {
        if row < 0 || row >= self.rows || seat < 0 || seat >= self.seats {
            return false;
        }
        for r in 0..self.rows as usize {
            for s in 0..self.seats as usize {
                if self.state[r][s] == 1 && self.until[r][s] <= minute {
                    self.state[r][s] = 0;
                    self.who[r][s] = String::new();
                }
            }
        }
        let (i, j) = (row as usize, seat as usize);
        if self.state[i][j] == 2 {
            return false;
        }
        if self.state[i][j] == 1 {
            if self.who[i][j] == customer {
                self.until[i][j] = minute + self.hold_minutes;
                return true;
            } else {
                return false;
            }
        }
        let mut n = 0;
        for r in 0..self.rows as usize {
            for s in 0..self.seats as usize {
                if self.state[r][s] == 1 && self.who[r][s] == customer {
                    n += 1;
                }
            }
        }
        if n >= 4 {
            return false;
        }
        self.state[i][j] = 1;
        self.who[i][j] = customer;
        self.until[i][j] = minute + self.hold_minutes;
        true
    }

    fn release(&mut self, customer: String, minute: i64) -> i64 {
        for r in 0..self.rows as usize {
            for s in 0..self.seats as usize {
                if self.state[r][s] == 1 && self.until[r][s] <= minute {
                    self.state[r][s] = 0;
                    self.who[r][s] = String::new();
                }
            }
        }
        let mut n = 0;
        for r in 0..self.rows as usize {
            for s in 0..self.seats as usize {
                if self.state[r][s] == 1 && self.who[r][s] == customer {
                    self.state[r][s] = 0;
                    self.who[r][s] = String::new();
                    n += 1;
                }
            }
        }
        n
    }

    fn confirm(&mut self, customer: String, minute: i64) -> i64 {
        for r in 0..self.rows as usize {
            for s in 0..self.seats as usize {
                if self.state[r][s] == 1 && self.until[r][s] <= minute {
                    self.state[r][s] = 0;
                    self.who[r][s] = String::new();
                }
            }
        }
        let mut n = 0;
        for r in 0..self.rows as usize {
            for s in 0..self.seats as usize {
                if self.state[r][s] == 1 && self.who[r][s] == customer {
                    self.state[r][s] = 2;
                    n += 1;
                }
            }
        }
        n
    }

    fn seat_status(&mut self, row: i64, seat: i64, minute: i64) -> String {
        if row < 0 || row >= self.rows || seat < 0 || seat >= self.seats {
            return "INVALID".to_string();
        }
        for r in 0..self.rows as usize {
            for s in 0..self.seats as usize {
                if self.state[r][s] == 1 && self.until[r][s] <= minute {
                    self.state[r][s] = 0;
                    self.who[r][s] = String::new();
                }
            }
        }
        if self.state[row as usize][seat as usize] == 1 {
            "HELD".to_string()
        } else if self.state[row as usize][seat as usize] == 2 {
            "SOLD".to_string()
        } else {
            "FREE".to_string()
        }
    }

    fn free_count(&mut self, minute: i64) -> i64 {
        for r in 0..self.rows as usize {
            for s in 0..self.seats as usize {
                if self.state[r][s] == 1 && self.until[r][s] <= minute {
                    self.state[r][s] = 0;
                    self.who[r][s] = String::new();
                }
            }
        }
        let mut n = 0;
        for r in 0..self.rows as usize {
            for s in 0..self.seats as usize {
                if self.state[r][s] == 0 {
                    n += 1;
                }
            }
        }
        n
    }

    fn best_row(&mut self, count: i64, minute: i64) -> i64 {
        for r in 0..self.rows as usize {
            for s in 0..self.seats as usize {
                if self.state[r][s] == 1 && self.until[r][s] <= minute {
                    self.state[r][s] = 0;
                    self.who[r][s] = String::new();
                }
            }
        }
        for r in 0..self.rows as usize {
            let mut run = 0;
            for s in 0..self.seats as usize {
                if self.state[r][s] == 0 {
                    run += 1;
                    if run >= count {
                        return r as i64;
                    }
                } else {
                    run = 0;
                }
            }
        }
        -1
    }
}
