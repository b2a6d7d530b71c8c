# bug: every inclusion-exclusion term is subtracted from the unrestricted count, instead of alternating the signs
MOD = 10**9 + 7


def capped_distributions(total: int, people: int, cap: int) -> int:
    if total > people * cap:
        return 0
    limit = total + people
    fact = [1] * (limit + 1)
    for i in range(1, limit + 1):
        fact[i] = fact[i - 1] * i % MOD
    inv_fact = [1] * (limit + 1)
    inv_fact[limit] = pow(fact[limit], MOD - 2, MOD)
    for i in range(limit, 0, -1):
        inv_fact[i - 1] = inv_fact[i] * i % MOD

    def choose(n: int, r: int) -> int:
        if r < 0 or r > n or n < 0:
            return 0
        return fact[n] * inv_fact[r] % MOD * inv_fact[n - r] % MOD

    result = choose(total + people - 1, people - 1)
    for j in range(1, min(people, total // (cap + 1)) + 1):
        result -= choose(people, j) * choose(total - j * (cap + 1) + people - 1, people - 1)
    return result % MOD
