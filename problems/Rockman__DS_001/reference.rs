fn cancel_opposites(charges: Vec<i64>) -> Vec<i64> {
    let mut stack: Vec<i64> = Vec::with_capacity(charges.len());
    for charge in charges {
        if stack.last().map_or(false, |&top| top + charge == 0) {
            stack.pop();
        } else {
            stack.push(charge);
        }
    }
    stack
}
