fn gcd(mut a: i64, mut b: i64) -> i64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

fn first_full_alignment(periods: Vec<i64>, limit: i64) -> i64 {
    let mut result: i64 = 1;
    for p in periods {
        let q = result / gcd(result, p);
        // q * p > limit  <=>  q > limit / p (avoids overflowing the product)
        if q > limit / p {
            return -1;
        }
        result = q * p;
    }
    result
}
