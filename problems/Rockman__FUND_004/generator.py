import random

_LIMIT = 10**9


def _distinct(rng: random.Random, n: int) -> list[int]:
    span = max(n * rng.choice([1, 3, 1000]), 1)
    low = rng.randint(-_LIMIT, _LIMIT - span)
    return rng.sample(range(low, low + span), n)


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "empty":
        return []
    if kind == "single":
        return [rng.randint(-_LIMIT, _LIMIT)]
    n = rng.choice([rng.randint(2, 12), rng.randint(2, 500), rng.randint(5000, 30000)])
    values = _distinct(rng, n)
    if kind == "nearly_sorted":
        values.sort()
        for _ in range(rng.randint(1, 5)):
            a, b = rng.randrange(n), rng.randrange(n)
            values[a], values[b] = values[b], values[a]
        return values
    if kind == "sorted":
        return sorted(values)
    if kind == "reversed":
        return sorted(values, reverse=True)
    return values


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["nearly_sorted", "random", "reversed", "sorted", "single", "empty"]
    weighted = ["random"] * 5 + ["nearly_sorted"] * 4 + ["reversed", "sorted"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
