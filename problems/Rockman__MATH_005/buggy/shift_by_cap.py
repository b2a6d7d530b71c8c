# bug: the inclusion-exclusion shifts by cap instead of cap + 1, treating "at most cap" as "fewer than cap"
MOD = 10**9 + 7
_fact = [1]
_inv_fact = [1]


def _prepare(limit: int) -> None:
    global _inv_fact
    if limit < len(_fact):
        return
    for i in range(len(_fact), limit + 1):
        _fact.append(_fact[-1] * i % MOD)
    inv = [0] * (limit + 1)
    inv[limit] = pow(_fact[limit], MOD - 2, MOD)
    for i in range(limit, 0, -1):
        inv[i - 1] = inv[i] * i % MOD
    _inv_fact = inv


def _choose(n: int, r: int) -> int:
    if r < 0 or r > n or n < 0:
        return 0
    return _fact[n] * _inv_fact[r] % MOD * _inv_fact[n - r] % MOD


def capped_distributions(total: int, people: int, cap: int) -> int:
    if total > people * cap:
        return 0
    _prepare(total + people)
    result = 0
    # inclusion-exclusion over the j children forced to get at least cap cookies
    for j in range(min(people, total // max(cap, 1)) + 1):
        term = _choose(people, j) * _choose(total - j * cap + people - 1, people - 1)
        result += -term if j % 2 else term
    return result % MOD
