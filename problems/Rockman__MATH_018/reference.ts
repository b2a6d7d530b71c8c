/**
 * x * y modulo mod, exact: a product of two residues can reach 4 * 10**18, beyond 2**53.
 */
function mulMod(x: number, y: number, mod: number): number {
  return Number((BigInt(x) * BigInt(y)) % BigInt(mod));
}

/**
 * base**exp modulo mod.
 */
function powMod(base: number, exp: number, mod: number): number {
  let result = 1 % mod;
  base %= mod;
  while (exp > 0) {
    if (exp % 2 === 1) {
      result = mulMod(result, base, mod);
    }
    base = mulMod(base, base, mod);
    exp = Math.floor(exp / 2);
  }
  return result;
}

/**
 * Smallest x in [0, p) with x * x % p == a % p, or -1 if there is none.
 */
function modularSqrt(a: number, p: number): number {
  a %= p;
  if (a === 0) {
    return 0;
  }
  if (p === 2) {
    return a;
  }
  if (powMod(a, (p - 1) / 2, p) !== 1) {
    return -1;
  }
  // write p - 1 = q * 2**s with q odd
  let q = p - 1;
  let s = 0;
  while (q % 2 === 0) {
    q /= 2;
    s += 1;
  }
  // z: the smallest quadratic non-residue modulo p
  let z = 2;
  while (powMod(z, (p - 1) / 2, p) !== p - 1) {
    z += 1;
  }
  let [m, c, t, r] = [s, powMod(z, q, p), powMod(a, q, p), powMod(a, (q + 1) / 2, p)];
  // Invariant: r * r == a * t, t has order dividing 2**(m - 1), c has order 2**m.
  while (t !== 1) {
    let i = 0;
    let t2 = t;
    while (t2 !== 1) {
      t2 = mulMod(t2, t2, p);
      i += 1;
    }
    const b = powMod(c, 2 ** (m - i - 1), p);
    m = i;
    c = mulMod(b, b, p);
    t = mulMod(t, c, p);
    r = mulMod(r, b, p);
  }
  return Math.min(r, p - r);
}
