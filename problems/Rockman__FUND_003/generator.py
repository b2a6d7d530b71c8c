import random

_LIMIT = 10**9


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "empty":
        return []
    if kind == "large":
        n = rng.randint(60000, 100000)
        return [rng.randint(-_LIMIT, _LIMIT) for _ in range(n)]
    if kind == "alternating":
        n = rng.randint(1, 400)
        start = rng.randint(-100, 100)
        return [start + k for k in range(n)]
    if kind == "one_parity":
        n = rng.randint(1, 50)
        base = rng.choice([0, 1])
        return [2 * rng.randint(-1000, 1000) + base for _ in range(n)]
    if kind == "negatives":
        return [rng.randint(-20, 0) for _ in range(rng.randint(1, 300))]
    n = rng.choice([rng.randint(1, 10), rng.randint(1, 2000)])
    return [rng.randint(-_LIMIT, _LIMIT) for _ in range(n)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "alternating", "negatives", "one_parity", "large", "empty"]
    weighted = ["random"] * 5 + ["alternating", "negatives", "one_parity"] * 2 + ["empty"]
    cases = []
    for i in range(count):
        if i < len(fixed):
            kind = fixed[i]
        elif split == "hidden" and i % 20 == 10:
            kind = "large"
        else:
            kind = rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
