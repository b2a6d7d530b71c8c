import random


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "large":
        n = 5000
        changes = [rng.randint(-10**6, 10**6) for _ in range(n)]
        lo = rng.randint(-10**6, 10**6)
        return {"args": [changes, lo, lo + rng.randint(0, 3 * 10**6)]}
    if kind == "boundaries":
        n = rng.randint(5, 200)
        changes = [rng.randint(-3, 3) for _ in range(n)]
        lo = rng.randint(-3, 2)
        return {"args": [changes, lo, lo + rng.randint(0, 2)]}
    if kind == "single_value":
        n = rng.randint(2, 300)
        target = rng.randint(-5, 5)
        return {"args": [[rng.randint(-4, 4) for _ in range(n)], target, target]}
    if kind == "empty_range":
        n = rng.randint(0, 50)
        lo = rng.randint(-10, 10)
        return {"args": [[rng.randint(-10, 10) for _ in range(n)], lo, lo - rng.randint(1, 5)]}
    if kind == "tiny":
        n = rng.randint(0, 2)
        lo = rng.randint(-5, 5)
        return {"args": [[rng.randint(-5, 5) for _ in range(n)], lo, lo + rng.randint(0, 4)]}
    if kind == "positive":
        n = rng.randint(10, 1000)
        changes = [rng.randint(0, 20) for _ in range(n)]
        lo = rng.randint(0, 100)
        return {"args": [changes, lo, lo + rng.randint(0, 100)]}
    n = rng.randint(1, 1500)
    spread = rng.choice([5, 100, 10**6])
    changes = [rng.randint(-spread, spread) for _ in range(n)]
    lo = rng.randint(-spread * 3, spread * 3)
    return {"args": [changes, lo, lo + rng.randint(0, spread * 4)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["boundaries", "single_value", "empty_range", "tiny", "positive", "random"]
    if split == "hidden":
        fixed = ["large", "large"] + fixed
    weighted = ["random"] * 4 + ["boundaries"] * 3 + ["single_value", "positive", "tiny",
                                                      "empty_range"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
