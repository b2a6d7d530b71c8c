/**
 * Count the integers x in [1, n] with gcd(x, m) == 1.
 * @param {number} n
 * @param {number} m
 * @returns {number}
 */
function countCoprimeUpTo(n, m) {
  const primes = [];
  let rest = m;
  let d = 2;
  while (d * d <= rest) {
    if (rest % d === 0) {
      primes.push(d);
      while (rest % d === 0) {
        rest /= d;
      }
    }
    d += 1;
  }
  if (rest > 1) {
    primes.push(rest); // the prime factor left above the square root
  }
  let total = 0;
  for (let mask = 0; mask < 1 << primes.length; mask++) {
    let product = 1;
    let bits = 0;
    for (const [i, p] of primes.entries()) {
      if ((mask >> i) & 1) {
        product *= p;
        bits += 1;
      }
    }
    const quotient = Math.floor(n / product);
    total += bits % 2 ? -quotient : quotient;
  }
  return total;
}
