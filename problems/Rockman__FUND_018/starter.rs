fn busy_blocks(bookings: Vec<Vec<i64>>) -> Vec<Vec<i64>> {
    let mut sorted = bookings;
    sorted.sort();
    let mut blocks: Vec<Vec<i64>> = Vec::new();
    for booking in &sorted {
        let (start, end) = (booking[0], booking[1]);
        match blocks.last_mut() {
            Some(last) if start <= last[1] => {
                // the booking overlaps or touches the last block: extend that block
                last[1] = end;
            }
            _ => blocks.push(vec![start, end]),
        }
    }
    blocks
}
