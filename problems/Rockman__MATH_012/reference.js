/**
 * base**exponent modulo mod, by repeated squaring.
 * @param {bigint} base
 * @param {bigint} exponent
 * @param {bigint} mod
 * @returns {bigint}
 */
function modPow(base, exponent, mod) {
  let result = 1n;
  base %= mod;
  while (exponent > 0n) {
    if (exponent & 1n) {
      result = (result * base) % mod;
    }
    base = (base * base) % mod;
    exponent >>= 1n;
  }
  return result;
}

/**
 * C(n, k) modulo the prime p, for huge n and k.
 * @param {bigint} n
 * @param {bigint} k
 * @param {bigint} p
 * @returns {bigint}
 */
function binomialModPrime(n, k, p) {
  const size = Number(p);
  /** @type {Array<bigint>} */
  const fact = new Array(size).fill(1n);
  for (let i = 1; i < size; i++) {
    fact[i] = (fact[i - 1] * BigInt(i)) % p;
  }

  /**
   * C(a, b) modulo p for 0 <= a < p and b >= 0.
   * @param {bigint} a
   * @param {bigint} b
   * @returns {bigint}
   */
  const smallBinomial = (a, b) => {
    if (b > a) {
      return 0n;
    }
    return (fact[Number(a)] * modPow(fact[Number(b)] * fact[Number(a - b)], p - 2n, p)) % p;
  };

  let result = 1n;
  while (k > 0n) {
    if (n === 0n) {
      return 0n; // k has more base-p digits than n, so k > n
    }
    result = (result * smallBinomial(n % p, k % p)) % p;
    if (result === 0n) {
      return 0n;
    }
    n /= p;
    k /= p;
  }
  return result;
}
