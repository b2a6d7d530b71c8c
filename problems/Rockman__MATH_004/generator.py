import random

_BIG = 10**12


def _case(rng: random.Random, kind: str) -> list[int]:
    m = rng.choice([rng.randint(2, 100), rng.randint(2, 10**6), rng.randint(2, _BIG)])
    if kind == "shared_factor_solvable":
        d = rng.randint(2, 1000)
        m2 = rng.randint(2, _BIG // d)
        m = d * m2
        a = d * rng.randint(1, m2 - 1 if m2 > 1 else 1)
        x = rng.randint(0, m - 1)
        b = a * x % m
        return [a - m * rng.randint(-1, 0), b, m]
    if kind == "shared_factor_unsolvable":
        d = rng.randint(2, 1000)
        m = d * rng.randint(2, _BIG // d)
        a = d * rng.randint(1, 10**6)
        b = d * rng.randint(0, 10**6) + rng.randint(1, d - 1)
        return [a, b, m]
    if kind == "zero_a":
        k = rng.randint(-3, 3)
        b = rng.choice([0, m * rng.randint(-2, 2), rng.randint(1, m - 1)])
        return [k * m, b, m]
    if kind == "m_one":
        return [rng.randint(-_BIG, _BIG), rng.randint(-_BIG, _BIG), 1]
    if kind == "negative":
        return [rng.randint(-_BIG, -1), rng.randint(-_BIG, _BIG), m]
    return [rng.randint(-_BIG, _BIG), rng.randint(-_BIG, _BIG), m]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["shared_factor_solvable", "zero_a", "shared_factor_unsolvable", "random",
             "m_one", "negative", "shared_factor_solvable"]
    weighted = ["random"] * 3 + ["shared_factor_solvable"] * 4 + [
        "shared_factor_unsolvable", "zero_a", "zero_a", "m_one", "negative"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
