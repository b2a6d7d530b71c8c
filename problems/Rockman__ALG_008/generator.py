import random


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "large":
        n = 20000
        deadlines = [rng.randint(n, 10**9) if rng.random() < 0.9 else rng.randint(1, n)
                     for _ in range(n)]
        profits = [rng.randint(1, 10**6) for _ in range(n)]
        return {"args": [deadlines, profits]}
    if kind == "tight":
        n = rng.randint(2, 300)
        deadlines = [rng.randint(1, max(1, n // 4)) for _ in range(n)]
        profits = [rng.randint(1, 1000) for _ in range(n)]
        return {"args": [deadlines, profits]}
    if kind == "tiny":
        n = rng.randint(0, 3)
        return {"args": [[rng.randint(1, 3) for _ in range(n)], [rng.randint(1, 9) for _ in range(n)]]}
    if kind == "equal_profit":
        n = rng.randint(2, 200)
        deadlines = [rng.randint(1, n) for _ in range(n)]
        return {"args": [deadlines, [rng.randint(1, 3)] * n]}
    if kind == "big_deadlines":
        n = rng.randint(2, 500)
        deadlines = [rng.choice([1, 2, rng.randint(1, 10**9)]) for _ in range(n)]
        return {"args": [deadlines, [rng.randint(1, 10**6) for _ in range(n)]]}
    n = rng.randint(1, 800)
    deadlines = [rng.randint(1, rng.choice([3, n, 2 * n])) for _ in range(n)]
    profits = [rng.randint(1, rng.choice([10, 10**6])) for _ in range(n)]
    return {"args": [deadlines, profits]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["tight", "random", "big_deadlines", "equal_profit", "tiny"]
    if split == "hidden":
        fixed = ["large", "large"] + fixed
    weighted = ["random"] * 4 + ["tight", "tight", "big_deadlines", "equal_profit", "tiny"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
