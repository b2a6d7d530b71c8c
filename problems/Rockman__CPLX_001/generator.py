import random

_MAX = 10**8


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "wide":
        # hundreds of millions of numbers and a tiny step: only O(1) is fast enough
        return [rng.randint(-_MAX, -_MAX + 1000), rng.randint(_MAX - 1000, _MAX),
                rng.randint(1, 3)]
    if kind == "wide_positive":
        return [rng.randint(0, 1000), rng.randint(_MAX - 1000, _MAX), rng.randint(1, 2)]
    if kind == "low_multiple":
        k = rng.randint(1, 1000)
        low = k * rng.randint(-10**5, 10**5)
        return [low, low + rng.randint(0, 10**6), k]
    if kind == "none":
        k = rng.randint(10, 10**6)
        q = rng.randint(-100, 100)
        return [q * k + 1, q * k + k - 1 - rng.randint(0, k - 2), k]
    if kind == "negative":
        high = rng.randint(-_MAX, -1)
        return [rng.randint(-_MAX, high), high, rng.randint(1, 10**4)]
    if kind == "huge_k":
        return [rng.randint(-_MAX, 0), rng.randint(0, _MAX), rng.randint(10**7, _MAX)]
    low = rng.randint(-_MAX, _MAX)
    high = rng.randint(low, min(_MAX, low + rng.choice([100, 10**5, 2 * _MAX])))
    return [low, high, rng.randint(1, rng.choice([10, 10**4, _MAX]))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["low_multiple", "none", "negative", "random", "huge_k"]
    if split == "hidden":
        fixed = ["wide", "wide_positive", "wide"] + fixed
    weighted = ["random"] * 5 + ["low_multiple"] * 3 + ["none", "negative", "huge_k"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
