import random
from math import gcd

_PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23]


def _lcm(values: list[int]) -> int:
    result = 1
    for v in values:
        result = result // gcd(result, v) * v
    return result


def _smooth(rng: random.Random) -> int:
    """A number built from small primes, so that many of them have a small lcm."""
    value = 1
    for _ in range(rng.randint(0, 6)):
        candidate = value * rng.choice(_PRIMES)
        if candidate > 10**9:
            break
        value = candidate
    return value


def _periods(rng: random.Random) -> list[int]:
    style = rng.randint(0, 3)
    n = rng.randint(1, rng.choice([3, 10, 50]))
    if style == 0:
        return [_smooth(rng) for _ in range(n)]
    if style == 1:
        base = rng.randint(1, 10**5)
        return [base * rng.randint(1, 30) for _ in range(n)]
    if style == 2:
        return [rng.randint(1, 10**9) for _ in range(rng.randint(1, 3))]
    values = [rng.randint(1, 100) for _ in range(n)]
    return values + [values[0]] * rng.randint(0, 3)


def _case(rng: random.Random, kind: str) -> dict:
    periods = _periods(rng)
    total = _lcm(periods)
    if kind == "exact":
        if total > 10**15:
            periods = [_smooth(rng) for _ in range(rng.randint(1, 8))]
            total = _lcm(periods)
        return {"args": [periods, total]}
    if kind == "one_below":
        while total > 10**15 or total == 1:
            periods = [_smooth(rng) for _ in range(rng.randint(2, 8))]
            total = _lcm(periods)
        return {"args": [periods, total - 1]}
    if kind == "last_overflows":
        # the running lcm first exceeds the limit at the last period
        head = [_smooth(rng) for _ in range(rng.randint(1, 5))]
        limit = _lcm(head) * rng.randint(1, 5)
        last = rng.randint(10**8, 10**9)
        while _lcm(head + [last]) <= limit:
            last += 1
        return {"args": [head + [last], min(limit, 10**15)]}
    if kind == "single":
        p = rng.randint(1, 10**9)
        return {"args": [[p], rng.choice([p, p - 1 if p > 1 else 1, 10**15])]}
    limit = rng.choice([10**15, rng.randint(1, 10**15), rng.randint(1, 10**6)])
    return {"args": [periods, limit]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["exact", "last_overflows", "random", "one_below", "single", "random"]
    weighted = ["random"] * 4 + ["exact", "exact", "one_below", "last_overflows",
                                 "last_overflows", "single"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
