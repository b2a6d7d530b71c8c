import random


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "empty":
        return {"args": [[]]}
    if kind == "increasing":
        n = rng.randint(2, 300)
        start = rng.randint(-10**6, 10**6)
        return {"args": [[start + i * rng.randint(1, 3) for i in range(n)]]}
    if kind == "decreasing":
        n = rng.randint(2, 300)
        start = rng.randint(-10**6, 10**6)
        return {"args": [[start - i for i in range(n)]]}
    if kind == "duplicates":
        n = rng.randint(1, 300)
        vals = [rng.randint(-5, 5) for _ in range(3)]
        return {"args": [[rng.choice(vals) for _ in range(n)]]}
    if kind == "large":
        n = rng.randint(10000, 20000)
        return {"args": [[rng.randint(-10**9, 10**9) for _ in range(n)]]}
    n = rng.randint(1, 500)
    span = rng.choice([10, 1000, 10**9])
    return {"args": [[rng.randint(-span, span) for _ in range(n)]]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["increasing", "duplicates", "decreasing", "random", "large", "empty"]
    weighted = ["random"] * 5 + ["increasing", "decreasing", "duplicates", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
