import random


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "single":
        return [rng.randint(1, 10**6)]
    if kind == "pair":
        return [rng.randint(0, 100), rng.randint(0, 100)]
    if kind == "heavy_second_last":
        n = rng.randint(4, 30)
        values = [rng.randint(0, 10) for _ in range(n)]
        values[-2] = rng.randint(500, 1000)
        return values
    if kind == "ends_heavy":
        n = rng.randint(3, 40)
        values = [rng.randint(0, 10) for _ in range(n)]
        values[0] = values[-1] = rng.randint(100, 1000)
        return values
    if kind == "large":
        return [rng.randint(0, 10**6) for _ in range(rng.randint(20000, 100000))]
    if kind == "empty":
        return []
    n = rng.choice([rng.randint(1, 10), rng.randint(1, 500)])
    return [rng.randint(0, rng.choice([5, 10**6])) for _ in range(n)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["single", "ends_heavy", "heavy_second_last", "pair", "random", "single", "large"]
    weighted = ["random"] * 5 + ["ends_heavy", "heavy_second_last", "single", "pair", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
