import random


def _walk(rng: random.Random, n: int, step: int) -> list[int]:
    value = rng.randint(-10**6, 10**6)
    out = []
    for _ in range(n):
        value = max(-10**9, min(10**9, value + rng.randint(-step, step)))
        out.append(value)
    return out


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "empty":
        return {"args": [[], rng.randint(0, 10)]}
    if kind == "ties":
        n = rng.randint(5, 300)
        vals = [rng.randint(-3, 3) for _ in range(4)]
        return {"args": [[rng.choice(vals) for _ in range(n)], rng.randint(0, 3)]}
    if kind == "zero_tolerance":
        n = rng.randint(1, 300)
        return {"args": [[rng.choice([1, 1, 2]) for _ in range(n)], 0]}
    if kind == "extreme":
        n = rng.randint(1, 200)
        vals = [rng.choice([-10**9, 10**9, 0]) for _ in range(n)]
        return {"args": [vals, rng.choice([0, 10**9, 2 * 10**9, 3 * 10**9])]}
    if kind == "huge":
        # almost every window stable: quadratic enumeration is hopeless
        n = rng.randint(45000, 50000)
        return {"args": [_walk(rng, n, 3), rng.randint(10**6, 2 * 10**6)]}
    n = rng.randint(1, 2000)
    step = rng.choice([1, 5, 100, 10**6])
    return {"args": [_walk(rng, n, step), rng.randint(0, 20 * step)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["ties", "zero_tolerance", "extreme", "random", "empty"]
    if split == "hidden":
        fixed = ["huge", "huge", "huge"] + fixed
    weighted = ["random"] * 6 + ["ties", "zero_tolerance", "extreme"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
