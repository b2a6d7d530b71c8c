use std::collections::{HashMap, HashSet};

/// Stock on hand and reserved per sku, open reservations by order id, and used order ids.
struct Inventory {
    stock: HashMap<String, i64>,
    reserved: HashMap<String, i64>,
    orders: HashMap<i64, (String, i64)>, // open reservations
    used_ids: HashSet<i64>,
}

impl Inventory {
    fn new() -> Self {
        Inventory {
            stock: HashMap::new(),
            reserved: HashMap::new(),
            orders: HashMap::new(),
            used_ids: HashSet::new(),
        }
    }

    fn available_of(&self, sku: &str) -> i64 {
        self.stock.get(sku).copied().unwrap_or(0) - self.reserved.get(sku).copied().unwrap_or(0)
    }

    fn restock(&mut self, sku: String, qty: i64) -> i64 {
        *self.stock.entry(sku.clone()).or_insert(0) += qty;
        self.available_of(&sku)
    }

    fn reserve(&mut self, order_id: i64, sku: String, qty: i64) -> bool {
        if self.used_ids.contains(&order_id) || self.available_of(&sku) < qty {
            return false;
        }
        self.used_ids.insert(order_id);
        *self.reserved.entry(sku.clone()).or_insert(0) += qty;
        self.orders.insert(order_id, (sku, qty));
        true
    }

    fn cancel(&mut self, order_id: i64) -> bool {
        match self.orders.remove(&order_id) {
            None => false,
            Some((sku, qty)) => {
                *self.reserved.entry(sku).or_insert(0) -= qty;
                true
            }
        }
    }

    fn fulfill(&mut self, order_id: i64) -> bool {
        match self.orders.remove(&order_id) {
            None => false,
            Some((sku, qty)) => {
                *self.reserved.entry(sku.clone()).or_insert(0) -= qty;
                *self.stock.entry(sku).or_insert(0) -= qty;
                true
            }
        }
    }

    fn available(&mut self, sku: String) -> i64 {
        self.available_of(&sku)
    }

    fn on_hand(&mut self, sku: String) -> i64 {
        self.stock.get(&sku).copied().unwrap_or(0)
    }
}
