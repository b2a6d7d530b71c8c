fn sum_of_multiples(low: i64, high: i64, k: i64) -> i64 {
    let first = -(-low).div_euclid(k); // smallest q with k * q >= low (k > 0)
    let last = high.div_euclid(k); // largest q with k * q <= high
    if first > last {
        return 0;
    }
    let sum = first + last;
    let count = last - first + 1;
    // sum * count is even: halve whichever factor is even before multiplying
    let half = if count % 2 == 0 { (count / 2) * sum } else { (sum / 2) * count };
    k * half
}
