struct MinMaxStack {
    // each entry: (value, min of the stack up to here, max of the stack up to here)
    items: Vec<(i64, i64, i64)>,
}

impl MinMaxStack {
    fn new() -> Self {
        MinMaxStack { items: Vec::new() }
    }

    fn push(&mut self, value: i64) {
        let entry = match self.items.last() {
            Some(&(_, low, high)) => (value, low.min(value), high.max(value)),
            None => (value, value, value),
        };
        self.items.push(entry);
    }

    fn pop(&mut self) -> Option<i64> {
        self.items.pop().map(|(value, _, _)| value)
    }

    fn top(&mut self) -> Option<i64> {
        self.items.last().map(|&(value, _, _)| value)
    }

    fn get_min(&mut self) -> Option<i64> {
        self.items.last().map(|&(_, low, _)| low)
    }

    fn get_max(&mut self) -> Option<i64> {
        self.items.last().map(|&(_, _, high)| high)
    }

    fn size(&mut self) -> i64 {
        self.items.len() as i64
    }
}
