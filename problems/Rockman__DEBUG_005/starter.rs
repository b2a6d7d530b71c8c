use std::cell::RefCell;
use std::rc::Rc;

fn color_counts(height: i64, width: i64, strokes: Vec<Vec<i64>>) -> Vec<i64> {
    let canvas = vec![Rc::new(RefCell::new(vec![0i64; width as usize])); height as usize];
    for stroke in &strokes {
        let (r1, c1, r2, c2) = (stroke[0] as usize, stroke[1] as usize, stroke[2] as usize, stroke[3] as usize);
        let color = stroke[4];
        for r in r1..=r2 {
            let mut row = canvas[r].borrow_mut();
            for c in c1..=c2 {
                row[c] = color;
            }
        }
    }
    let mut counts = vec![0i64; 10];
    for row in &canvas {
        for &value in row.borrow().iter() {
            counts[value as usize] += 1;
        }
    }
    counts
}
