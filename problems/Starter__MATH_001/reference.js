/**
 * How many primes p satisfy low <= p <= high (a sieve of Eratosthenes up to high).
 * @param {number} low
 * @param {number} high
 * @returns {number}
 */
function countPrimesBetween(low, high) {
  if (high < 2 || low > high) {
    return 0;
  }
  const composite = new Uint8Array(high + 1);
  let count = 0;
  for (let p = 2; p <= high; p++) {
    if (composite[p]) continue;
    if (p >= low) count += 1;
    for (let multiple = p * p; multiple <= high; multiple += p) {
      composite[multiple] = 1;
    }
  }
  return count;
}
