import random


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "empty":
        return {"args": [[], rng.randint(-5, 5)]}
    if kind == "zeros":
        n = rng.randint(1, 200)
        return {"args": [[rng.choice([0, 0, 0, 1, -1]) for _ in range(n)], 0]}
    if kind == "none":
        n = rng.randint(1, 200)
        return {"args": [[rng.choice([2, 4, 6]) for _ in range(n)], rng.choice([1, -2, 10**9])]}
    if kind == "whole":
        n = rng.randint(1, 300)
        changes = [rng.randint(-50, 50) for _ in range(n)]
        return {"args": [changes, sum(changes)]}
    if kind == "large":
        n = rng.randint(15000, 20000)
        changes = [rng.randint(-10**6, 10**6) for _ in range(n)]
        i, j = sorted(rng.sample(range(n + 1), 2))
        return {"args": [changes, sum(changes[i:j])]}
    n = rng.randint(1, 400)
    span = rng.choice([1, 3, 10, 10**6])
    changes = [rng.randint(-span, span) for _ in range(n)]
    if rng.random() < 0.7:
        i, j = sorted(rng.sample(range(n + 1), 2))
        goal = sum(changes[i:j])
    else:
        goal = rng.randint(-3 * span, 3 * span)
    return {"args": [changes, goal]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["whole", "zeros", "random", "none", "large", "empty"]
    weighted = ["random"] * 6 + ["whole", "zeros", "none", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
