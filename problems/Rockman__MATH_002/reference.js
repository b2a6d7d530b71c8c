let basePrimes = [];
let baseLimit = 0;

function primesUpTo(limit) {
  if (limit > baseLimit) {
    const flags = new Uint8Array(limit + 1).fill(1);
    flags[0] = 0;
    flags[1] = 0;
    for (let p = 2; p * p <= limit; p++) {
      if (flags[p]) {
        for (let q = p * p; q <= limit; q += p) flags[q] = 0;
      }
    }
    basePrimes = [];
    for (let p = 2; p <= limit; p++) if (flags[p]) basePrimes.push(p);
    baseLimit = limit;
  }
  return basePrimes;
}

function isqrt(n) {
  let r = Math.floor(Math.sqrt(n));
  while (r * r > n) r--;
  while ((r + 1) * (r + 1) <= n) r++;
  return r;
}

/**
 * How many primes p satisfy low <= p <= high (segmented sieve).
 * @param {number} low
 * @param {number} high
 * @returns {number}
 */
function primesInWindow(low, high) {
  const root = isqrt(high);
  const size = high - low + 1;
  const isPrime = new Uint8Array(size).fill(1);
  for (const p of primesUpTo(Math.max(root, 2))) {
    if (p > root) break;
    const start = Math.max(p * p, Math.ceil(low / p) * p);
    for (let q = start; q <= high; q += p) isPrime[q - low] = 0;
  }
  if (low <= 1) isPrime[1 - low] = 0;
  let count = 0;
  for (let i = 0; i < size; i++) count += isPrime[i];
  return count;
}
