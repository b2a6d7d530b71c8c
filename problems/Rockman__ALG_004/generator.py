import random


def _values(rng: random.Random, n: int) -> list[int]:
    spread = rng.choice([3, 20, 1000, 10**9])
    return [rng.randint(-spread, spread) for _ in range(n)]


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "large":
        n = 20000
        values = _values(rng, n)
        spread = max(abs(v) for v in values)
        return {"args": [values, rng.randint(-spread // 4, spread // 4)]}
    if kind == "ties":
        n = rng.randint(2, 300)
        values = [rng.randint(-3, 3) for _ in range(n)]
        return {"args": [values, rng.choice([-1, 0, 1, 2])]}
    if kind == "tiny":
        n = rng.randint(0, 2)
        return {"args": [[rng.randint(-10, 10) for _ in range(n)], rng.randint(-5, 5)]}
    if kind == "sorted":
        values = sorted(_values(rng, rng.randint(2, 500)), reverse=rng.random() < 0.5)
        return {"args": [values, rng.randint(-50, 50)]}
    if kind == "extreme":
        n = rng.randint(2, 200)
        values = [rng.choice([-10**9, 10**9, 0]) for _ in range(n)]
        return {"args": [values, rng.choice([-10**9, 10**9, 10**9 - 1, 0])]}
    n = rng.randint(2, 800)
    values = _values(rng, n)
    spread = max(1, max(abs(v) for v in values))
    return {"args": [values, rng.randint(-spread, spread)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["ties", "sorted", "random", "extreme", "tiny"]
    if split == "hidden":
        fixed = ["large", "large"] + fixed
    weighted = ["random"] * 5 + ["ties", "ties", "sorted", "extreme", "tiny"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
