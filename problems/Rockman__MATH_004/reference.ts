function gcd(a: number, b: number): number {
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

// inverse of a modulo m, for gcd(a, m) == 1 and m > 1
function modInverse(a: number, m: number): number {
  let oldR = a;
  let r = m;
  let oldS = 1;
  let s = 0;
  while (r !== 0) {
    const q = Math.floor(oldR / r);
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}

/**
 * The smallest x in [0, m) with a * x congruent to b modulo m, or -1.
 */
function smallestCongruenceSolution(a: number, b: number, m: number): number {
  a = ((a % m) + m) % m;
  b = ((b % m) + m) % m;
  const d = gcd(a, m); // gcd(0, m) == m
  if (b % d !== 0) return -1;
  a /= d;
  b /= d;
  m /= d;
  if (m === 1) return 0;
  // b * inverse can reach 10**24: multiply exactly with BigInt
  return Number((BigInt(b) * BigInt(modInverse(a, m))) % BigInt(m));
}
