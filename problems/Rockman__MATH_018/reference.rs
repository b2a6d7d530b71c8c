/// base**exp modulo modulus; modulus <= 2 * 10**9, so a product of two residues fits in i64.
fn pow_mod(mut base: i64, mut exp: i64, modulus: i64) -> i64 {
    let mut result = 1 % modulus;
    base %= modulus;
    while exp > 0 {
        if exp & 1 == 1 {
            result = result * base % modulus;
        }
        base = base * base % modulus;
        exp >>= 1;
    }
    result
}

/// Smallest x in [0, p) with x * x % p == a % p, or -1 if there is none.
fn modular_sqrt(a: i64, p: i64) -> i64 {
    let a = a % p;
    if a == 0 {
        return 0;
    }
    if p == 2 {
        return a;
    }
    if pow_mod(a, (p - 1) / 2, p) != 1 {
        return -1;
    }
    // write p - 1 = q * 2**s with q odd
    let (mut q, mut s) = (p - 1, 0);
    while q % 2 == 0 {
        q /= 2;
        s += 1;
    }
    // z: the smallest quadratic non-residue modulo p
    let mut z = 2;
    while pow_mod(z, (p - 1) / 2, p) != p - 1 {
        z += 1;
    }
    let (mut m, mut c, mut t, mut r) =
        (s, pow_mod(z, q, p), pow_mod(a, q, p), pow_mod(a, (q + 1) / 2, p));
    // Invariant: r * r == a * t, t has order dividing 2**(m - 1), c has order 2**m.
    while t != 1 {
        let (mut i, mut t2) = (0, t);
        while t2 != 1 {
            t2 = t2 * t2 % p;
            i += 1;
        }
        let b = pow_mod(c, 1i64 << (m - i - 1), p);
        m = i;
        c = b * b % p;
        t = t * c % p;
        r = r * b % p;
    }
    r.min(p - r)
}
