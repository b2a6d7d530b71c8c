/// A fixed-capacity FIFO queue of integers stored in a circular array: O(1) per operation.
struct RingBuffer {
    slots: Vec<i64>,
    head: usize,
    count: usize,
}

impl RingBuffer {
    fn new(capacity: i64) -> Self {
        RingBuffer { slots: vec![0; capacity.max(0) as usize], head: 0, count: 0 }
    }

    fn offer(&mut self, value: i64) -> bool {
        if self.count == self.slots.len() {
            return false;
        }
        let at = (self.head + self.count) % self.slots.len();
        self.slots[at] = value;
        self.count += 1;
        true
    }

    fn poll(&mut self) -> Option<i64> {
        if self.count == 0 {
            return None;
        }
        let value = self.slots[self.head];
        self.head = (self.head + 1) % self.slots.len();
        self.count -= 1;
        Some(value)
    }

    fn peek_front(&mut self) -> Option<i64> {
        if self.count == 0 {
            None
        } else {
            Some(self.slots[self.head])
        }
    }

    fn peek_back(&mut self) -> Option<i64> {
        if self.count == 0 {
            None
        } else {
            Some(self.slots[(self.head + self.count - 1) % self.slots.len()])
        }
    }

    fn size(&mut self) -> i64 {
        self.count as i64
    }

    fn is_full(&mut self) -> bool {
        self.count == self.slots.len()
    }
}
