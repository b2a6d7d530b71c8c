fn gcd(mut a: i64, mut b: i64) -> i64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

// inverse of a modulo m, for gcd(a, m) == 1 and m > 1
fn mod_inverse(a: i64, m: i64) -> i64 {
    let (mut old_r, mut r, mut old_s, mut s) = (a, m, 1i64, 0i64);
    while r != 0 {
        let q = old_r / r;
        let t = old_r - q * r;
        old_r = r;
        r = t;
        let t = old_s - q * s;
        old_s = s;
        s = t;
    }
    old_s.rem_euclid(m)
}

fn smallest_congruence_solution(a: i64, b: i64, m: i64) -> i64 {
    let a = a.rem_euclid(m);
    let b = b.rem_euclid(m);
    let d = gcd(a, m); // gcd(0, m) == m
    if b % d != 0 {
        return -1;
    }
    let (a, b, m) = (a / d, b / d, m / d);
    if m == 1 {
        return 0;
    }
    // b * inverse can reach 10**24: multiply in 128 bits
    ((b as i128 * mod_inverse(a, m) as i128) % m as i128) as i64
}
