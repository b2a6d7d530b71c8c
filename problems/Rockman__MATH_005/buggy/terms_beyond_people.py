# bug: the inclusion-exclusion loop is not limited to j <= people, and the binomial lookup then indexes the tables with negative positions
MOD = 10**9 + 7


def capped_distributions(total: int, people: int, cap: int) -> int:
    limit = total + people
    fact = [1] * (limit + 1)
    for i in range(1, limit + 1):
        fact[i] = fact[i - 1] * i % MOD
    inv_fact = [1] * (limit + 1)
    inv_fact[limit] = pow(fact[limit], MOD - 2, MOD)
    for i in range(limit, 0, -1):
        inv_fact[i - 1] = inv_fact[i] * i % MOD

    def choose(n: int, r: int) -> int:
        if n < 0:
            return 0
        return fact[n] * inv_fact[r] % MOD * inv_fact[n - r] % MOD

    result = 0
    for j in range(total // (cap + 1) + 1):
        term = choose(people, j) * choose(total - j * (cap + 1) + people - 1, people - 1)
        result += -term if j % 2 else term
    return result % MOD
