/**
 * base**exponent modulo mod, by repeated squaring.
 */
function modPow(base: bigint, exponent: bigint, mod: bigint): bigint {
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
 */
function binomialModPrime(n: bigint, k: bigint, p: bigint): bigint {
  const size = Number(p);
  const fact: bigint[] = new Array<bigint>(size).fill(1n);
  for (let i = 1; i < size; i++) {
    fact[i] = (fact[i - 1] * BigInt(i)) % p;
  }

  /** C(a, b) modulo p for 0 <= a < p and b >= 0. */
  const smallBinomial = (a: bigint, b: bigint): bigint => {
    if (b > a) {
      return 0n;
    }
    return (fact[Number(a)] * modPow(fact[Number(b)] * fact[Number(a - b)], p - 2n, p)) % p;
  };

  let result = 1n;
  // Missing part: combine the base-p digits of n and k into result.
  return result;
}
