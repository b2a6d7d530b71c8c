use std::collections::HashMap;

struct Inventory {
    on_hand: HashMap<String, i64>,
    reserved: HashMap<String, i64>,
    orders: HashMap<String, (String, i64)>, // order id -> (sku, qty)
}

impl Inventory {
    fn new() -> Self {
        Inventory { on_hand: HashMap::new(), reserved: HashMap::new(), orders: HashMap::new() }
    }

    fn add(&mut self, sku: String, qty: i64) {
        *self.on_hand.entry(sku).or_insert(0) += qty;
    }

    fn available(&mut self, sku: String) -> i64 {
        self.on_hand.get(&sku).copied().unwrap_or(0) - self.reserved.get(&sku).copied().unwrap_or(0)
    }

    fn on_hand(&mut self, sku: String) -> i64 {
        self.on_hand.get(&sku).copied().unwrap_or(0)
    }

    fn remove(&mut self, sku: String, qty: i64) -> bool {
        if qty < 1 || self.available(sku.clone()) < qty {
            return false;
        }
        *self.on_hand.get_mut(&sku).unwrap() -= qty;
        true
    }

    // ---- the new feature: order reservations (complete the three methods below) ----

    fn reserve(&mut self, order_id: String, sku: String, qty: i64) -> bool {
        todo!()
    }

    fn release(&mut self, order_id: String) -> bool {
        todo!()
    }

    fn commit(&mut self, order_id: String) -> bool {
        todo!()
    }
}
