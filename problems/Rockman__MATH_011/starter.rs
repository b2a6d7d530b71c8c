/// Count the integers x in [1, n] with gcd(x, m) == 1.
fn count_coprime_up_to(n: i64, m: i64) -> i64 {
    let mut primes: Vec<i64> = Vec::new();
    let mut rest = m;
    let mut d = 2;
    while d * d <= rest {
        if rest % d == 0 {
            primes.push(d);
            while rest % d == 0 {
                rest /= d;
            }
        }
        d += 1;
    }
    let mut total = 0;
    for mask in 0..(1u64 << primes.len()) {
        let mut product = 1;
        let mut bits = 0;
        for (i, &p) in primes.iter().enumerate() {
            if mask >> i & 1 == 1 {
                product *= p;
                bits += 1;
            }
        }
        let quotient = n / product;
        total += if bits % 2 == 1 { -quotient } else { quotient };
    }
    total
}
