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
    // Missing part: the Tonelli-Shanks loop. While t != 1, find the least i with
    // t**(2**i) == 1 (mod p), then update m, c, t and r so that r * r == a * t (mod p)
    // keeps holding and m decreases; once t == 1, r is a square root of a modulo p.
    r.min(p - r)
}
