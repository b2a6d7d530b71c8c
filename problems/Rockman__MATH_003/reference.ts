function gcd(a: number, b: number): number {
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/**
 * The least common multiple of the periods, or -1 when it exceeds limit.
 */
function firstFullAlignment(periods: number[], limit: number): number {
  let result = 1;
  for (const p of periods) {
    const q = result / gcd(result, p);
    // q * p > limit  <=>  q > floor(limit / p); keeps every value below 2**53
    if (q > Math.floor(limit / p)) return -1;
    result = q * p;
  }
  return result;
}
