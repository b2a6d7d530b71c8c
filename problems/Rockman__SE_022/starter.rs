use std::cell::{Cell, RefCell};
use std::collections::HashSet;

thread_local! {
    static SEEN: RefCell<HashSet<String>> = RefCell::new(HashSet::new());
    static ORDERS: RefCell<Vec<(i64, String, i64)>> = RefCell::new(Vec::new());
    static DAY: Cell<i64> = Cell::new(0);
}

fn add_order(sku: &str, on_hand: i64, demand: i64, lead: i64, safety: i64, target: i64, pack: i64, cap: i64) {
    let cover = on_hand / demand;
    if cover < lead + safety {
        let mut qty = (lead + target) * demand - on_hand;
        if cap > 0 {
            if qty > cap * demand {
                qty = cap * demand;
            }
        }
        if pack > 1 {
            if qty % pack != 0 {
                qty = qty + (pack - qty % pack);
            }
        }
        ORDERS.with(|orders| orders.borrow_mut().push((cover - lead, sku.to_string(), qty)));
    }
}

fn reorder_plan(items: Vec<(String, i64, i64, i64)>, day: i64, max_orders: i64) -> Vec<(String, i64)> {
    SEEN.with(|seen| *seen.borrow_mut() = HashSet::new());
    ORDERS.with(|orders| *orders.borrow_mut() = Vec::new());
    DAY.with(|d| d.set(day));
    for it in &items {
        let sku = it.0.as_str();
        if SEEN.with(|seen| seen.borrow().contains(sku)) {
            continue;
        }
        SEEN.with(|seen| seen.borrow_mut().insert(sku.to_string()));
        if it.2 == 0 {
            continue;
        }
        if sku.starts_with("P-") {
            if it.3 + 3 < 7 {
                add_order(sku, it.1, it.2, it.3, 0, it.3 + 3, 1, 5);
            } else {
                add_order(sku, it.1, it.2, it.3, 0, 7, 1, 5);
            }
        } else if sku.starts_with("B-") {
            add_order(sku, it.1, it.2, it.3, 5, 30, 50, 0);
        } else if sku.starts_with("S-") {
            if DAY.with(|d| d.get()) >= 152 {
                if DAY.with(|d| d.get()) <= 243 {
                    add_order(sku, it.1, it.2, it.3, 3, 10, 1, 0);
                }
            }
        } else {
            add_order(sku, it.1, it.2, it.3, 2, 14, 1, 0);
        }
    }
    ORDERS.with(|orders| {
        let mut orders = orders.borrow_mut();
        for i in 0..orders.len() {
            for j in 0..orders.len() - 1 - i {
                let a = orders[j].clone();
                let b = orders[j + 1].clone();
                if a.0 > b.0 || (a.0 == b.0 && a.1 > b.1) {
                    orders[j] = b;
                    orders[j + 1] = a;
                }
            }
        }
    });
    let mut result = Vec::new();
    ORDERS.with(|orders| {
        for o in orders.borrow().iter() {
            if (result.len() as i64) < max_orders {
                result.push((o.1.clone(), o.2));
            }
        }
    });
    result
}
