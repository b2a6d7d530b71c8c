import random


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "single":
        return {"args": [[rng.randint(-10**9, 10**9)]]}
    if kind == "ties":
        n = rng.randint(2, 300)
        vals = [rng.randint(-5, 5) for _ in range(3)]
        return {"args": [[rng.choice(vals) for _ in range(n)]]}
    if kind == "all_equal":
        return {"args": [[rng.randint(-10**9, 10**9)] * rng.randint(2, 200)]}
    if kind == "negative_total":
        n = rng.randint(2, 200)
        return {"args": [[rng.randint(-10**9, -1) for _ in range(n)]]}
    if kind == "sorted":
        n = rng.randint(2, 300)
        vals = sorted(rng.randint(-10**9, 10**9) for _ in range(n))
        return {"args": [vals if rng.random() < 0.5 else vals[::-1]]}
    if kind == "large":
        n = rng.randint(40000, 50000)
        span = rng.choice([10, 10**9])
        return {"args": [[rng.randint(-span, span) for _ in range(n)]]}
    n = rng.randint(1, 500)
    span = rng.choice([3, 100, 10**9])
    lo = rng.choice([-span, 0, 1])
    return {"args": [[rng.randint(lo, span) for _ in range(n)]]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["ties", "negative_total", "sorted", "all_equal", "single", "random"]
    if split == "hidden":
        fixed = ["large", "large"] + fixed
    weighted = ["random"] * 5 + ["ties", "sorted", "negative_total", "all_equal"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
