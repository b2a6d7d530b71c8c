fn count_primes_between(low: i64, high: i64) -> i64 {
    if high < 2 || low > high {
        return 0;
    }
    let high = high as usize;
    let mut is_prime = vec![true; high + 1];
    is_prime[0] = false;
    is_prime[1] = false;
    let mut p = 2;
    while p * p <= high {
        if is_prime[p] {
            let mut multiple = p * p;
            while multiple <= high {
                is_prime[multiple] = false;
                multiple += p;
            }
        }
        p += 1;
    }
    let from = low.max(0) as usize;
    is_prime[from..].iter().filter(|&&prime| prime).count() as i64
}
