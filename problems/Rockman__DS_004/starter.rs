use std::cmp::Reverse;
use std::collections::BinaryHeap;

fn running_lower_medians(values: Vec<i64>) -> Vec<i64> {
    // max-heap with the smaller half, holds ceil(k / 2) items
    let mut low: BinaryHeap<i64> = BinaryHeap::new();
    // min-heap with the larger half, holds floor(k / 2) items
    let mut high: BinaryHeap<Reverse<i64>> = BinaryHeap::new();
    let mut result: Vec<i64> = Vec::with_capacity(values.len());
    for &value in &values {
        match low.peek() {
            Some(&top) if value > top => high.push(Reverse(value)),
            _ => low.push(value),
        }
        if low.len() > high.len() + 1 {
            let moved = low.pop().unwrap();
            high.push(Reverse(moved));
        } else if high.len() > low.len() + 1 {
            let Reverse(moved) = high.pop().unwrap();
            low.push(moved);
        }
        result.push(*low.peek().unwrap());
    }
    result
}
