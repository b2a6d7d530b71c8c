const GRACE_DAYS: i64 = 3;
const CENTS_PER_DAY: i64 = 25;
const OVERDUE_CAP: i64 = 1000;
const LOST_AFTER_DAYS: i64 = 60;
const LOST_BOOK_FEE: i64 = 3000;

fn late_fee(days: i64) -> i64 {
    if days > LOST_AFTER_DAYS {
        return LOST_BOOK_FEE;
    }
    if days <= GRACE_DAYS {
        return 0;
    }
    OVERDUE_CAP.min(CENTS_PER_DAY * (days - GRACE_DAYS))
}

fn total_late_fees(days_late: Vec<i64>) -> i64 {
    let mut total = 0;
    for days in days_late {
        total += late_fee(days);
    }
    total
}
