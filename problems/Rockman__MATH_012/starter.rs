/// base**exponent modulo modulus, by repeated squaring.
fn mod_pow(mut base: i64, mut exponent: i64, modulus: i64) -> i64 {
    let mut result = 1;
    base %= modulus;
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = result * base % modulus;
        }
        base = base * base % modulus;
        exponent >>= 1;
    }
    result
}

/// C(n, k) modulo the prime p, for huge n and k.
fn binomial_mod_prime(n: i64, k: i64, p: i64) -> i64 {
    let mut fact = vec![1i64; p as usize];
    for i in 1..p as usize {
        fact[i] = fact[i - 1] * i as i64 % p;
    }

    // C(a, b) modulo p for 0 <= a < p and b >= 0.
    let small_binomial = |a: i64, b: i64| -> i64 {
        if b > a {
            return 0;
        }
        fact[a as usize] * mod_pow(fact[b as usize] * fact[(a - b) as usize], p - 2, p) % p
    };

    let mut result = 1;
    // Missing part: combine the base-p digits of n and k into result.
    result
}
