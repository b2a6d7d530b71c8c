use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};

static TOTAL: AtomicI64 = AtomicI64::new(0);
static TECH: AtomicI64 = AtomicI64::new(0);
static SHIP: AtomicBool = AtomicBool::new(false);

fn add(amount: i64, tax: i64, tech: bool, ship: bool) {
    let amount = amount + amount * tax / 100;
    TOTAL.store(TOTAL.load(Ordering::Relaxed) + amount, Ordering::Relaxed);
    if tech {
        TECH.store(TECH.load(Ordering::Relaxed) + amount, Ordering::Relaxed);
    }
    if ship {
        SHIP.store(true, Ordering::Relaxed);
    }
}

fn invoice_total(items: Vec<(String, i64, i64)>, coupon: String, member_years: i64) -> i64 {
    TOTAL.store(0, Ordering::Relaxed);
    TECH.store(0, Ordering::Relaxed);
    SHIP.store(false, Ordering::Relaxed);
    if items.len() == 0 {
        return 0;
    }
    for item in &items {
        if item.0 == "food" {
            if item.2 >= 10 {
                add(item.1 * item.2 - (item.1 * item.2) / 10, 0, false, false);
            } else {
                add(item.1 * item.2, 0, false, false);
            }
        } else if item.0 == "book" {
            let free = item.2 / 3;
            add(item.1 * (item.2 - free), 5, false, true);
        } else if item.0 == "toy" {
            if item.2 > 1 {
                add(item.1 + (item.2 - 1) * (item.1 - item.1 / 5), 20, false, true);
            } else {
                add(item.1, 20, false, true);
            }
        } else if item.0 == "tech" {
            add(item.1 * item.2, 20, true, true);
        } else {
            return -1;
        }
    }
    if coupon == "SAVE10" {
        if TOTAL.load(Ordering::Relaxed) >= 5000 {
            TOTAL.store(TOTAL.load(Ordering::Relaxed) - TOTAL.load(Ordering::Relaxed) / 10, Ordering::Relaxed);
        }
    } else if coupon == "FLAT500" {
        if TOTAL.load(Ordering::Relaxed) >= 2000 {
            TOTAL.store(TOTAL.load(Ordering::Relaxed) - 500, Ordering::Relaxed);
        }
    } else if coupon == "TECH15" {
        TOTAL.store(TOTAL.load(Ordering::Relaxed) - TECH.load(Ordering::Relaxed) * 15 / 100, Ordering::Relaxed);
    }
    if member_years >= 5 {
        TOTAL.store(TOTAL.load(Ordering::Relaxed) - TOTAL.load(Ordering::Relaxed) * 5 / 100, Ordering::Relaxed);
    } else if member_years >= 2 {
        TOTAL.store(TOTAL.load(Ordering::Relaxed) - TOTAL.load(Ordering::Relaxed) * 2 / 100, Ordering::Relaxed);
    }
    if SHIP.load(Ordering::Relaxed) {
        if TOTAL.load(Ordering::Relaxed) < 3000 {
            TOTAL.store(TOTAL.load(Ordering::Relaxed) + 499, Ordering::Relaxed);
        }
    }
    TOTAL.load(Ordering::Relaxed)
}
