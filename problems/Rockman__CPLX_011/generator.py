import random

_MAX = 10**6


def _case(rng: random.Random, kind: str) -> list:
    if kind == "large":
        return [[rng.randint(-_MAX, _MAX) for _ in range(100000)]]
    if kind == "large_ties":
        return [[rng.randint(1, 5) for _ in range(100000)]]
    if kind == "ties":
        return [[rng.choice([3, 3, 4, -2]) for _ in range(rng.randint(2, 200))]]
    if kind == "increasing":
        return [sorted(rng.randint(-100, 100) for _ in range(rng.randint(1, 200)))]
    if kind == "decreasing":
        return [sorted((rng.randint(-100, 100) for _ in range(rng.randint(1, 200))),
                       reverse=True)]
    if kind == "tiny":
        return [[rng.randint(-3, 3) for _ in range(rng.randint(0, 2))]]
    span = rng.choice([2, 10, 1000, _MAX])
    return [[rng.randint(-span, span) for _ in range(rng.randint(1, rng.choice([20, 500, 3000])))]]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["ties", "increasing", "decreasing", "random", "tiny"]
    if split == "hidden":
        fixed = ["large", "large_ties"] + fixed
    weighted = ["random"] * 5 + ["ties"] * 3 + ["increasing", "decreasing", "tiny"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
