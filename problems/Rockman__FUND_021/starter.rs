const GRACE_DAYS: i64 = 3;
const CENTS_PER_DAY: i64 = 25;
const OVERDUE_CAP: i64 = 1000;
const LOST_AFTER_DAYS: i64 = 60;
const LOST_BOOK_FEE: i64 = 3000;

fn late_fee(days: i64) -> i64 {
    // Return the fee in cents of one book returned `days` days after its due date.
    // (missing part: write it here)
    todo!()
}

fn total_late_fees(days_late: Vec<i64>) -> i64 {
    let mut total = 0;
    for days in days_late {
        total += late_fee(days);
    }
    total
}
