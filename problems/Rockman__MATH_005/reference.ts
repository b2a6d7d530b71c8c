const MOD = 1000000007;
const fact: number[] = [1];
let invFact: number[] = [1];

// a * b % MOD for 0 <= a, b < MOD without leaving the exact range of a double
function mulMod(a: number, b: number): number {
  return (((a * (b >>> 16)) % MOD) * 65536 + a * (b & 65535)) % MOD;
}

function powerMod(base: number, exp: number): number {
  let result = 1;
  base %= MOD;
  while (exp > 0) {
    if (exp % 2 === 1) result = mulMod(result, base);
    base = mulMod(base, base);
    exp = Math.floor(exp / 2);
  }
  return result;
}

function prepare(limit: number): void {
  if (limit < fact.length) return;
  for (let i = fact.length; i <= limit; i++) fact.push(mulMod(fact[i - 1], i));
  const inv: number[] = new Array(limit + 1).fill(0);
  inv[limit] = powerMod(fact[limit], MOD - 2);
  for (let i = limit; i > 0; i--) inv[i - 1] = mulMod(inv[i], i);
  invFact = inv;
}

function choose(n: number, r: number): number {
  if (r < 0 || r > n || n < 0) return 0;
  return mulMod(mulMod(fact[n], invFact[r]), invFact[n - r]);
}

/**
 * The number of ways to hand out total cookies to people children with at most cap each,
 * modulo 10**9 + 7.
 */
function cappedDistributions(total: number, people: number, cap: number): number {
  if (total > people * cap) return 0;
  prepare(total + people);
  let result = 0;
  // inclusion-exclusion over the j children forced to get at least cap + 1 cookies
  const top = Math.min(people, Math.floor(total / (cap + 1)));
  for (let j = 0; j <= top; j++) {
    const term = mulMod(choose(people, j), choose(total - j * (cap + 1) + people - 1, people - 1));
    result = (j % 2 === 1 ? result - term + MOD : result + term) % MOD;
  }
  return result;
}
