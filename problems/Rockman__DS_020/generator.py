import random


def _case(rng: random.Random, kind: str) -> list:
    if kind == "empty":
        return [[], rng.randint(1, 50)]
    if kind == "single":
        return [[rng.randint(0, 50)], rng.randint(1, 50)]
    if kind == "zeros":
        n = rng.randint(2, 30)
        return [[rng.choice([0, 0, rng.randint(1, 20)]) for _ in range(n)], rng.randint(1, 8)]
    if kind == "exact":
        # every job a multiple of the batch: jobs empty exactly at the end of a turn
        batch = rng.randint(1, 6)
        n = rng.randint(2, 40)
        return [[batch * rng.randint(1, 8) for _ in range(n)], batch]
    if kind == "huge_batch":
        n = rng.randint(1, 50)
        return [[rng.randint(0, 50) for _ in range(n)], rng.randint(50, 1000)]
    if kind == "large":
        n = rng.randint(1500, 2000)
        return [[rng.randint(0, 50) for _ in range(n)], rng.randint(1, 3)]
    n = rng.randint(2, 60)
    top = rng.choice([5, 20, 50])
    return [[rng.randint(0, top) for _ in range(n)], rng.randint(1, 10)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "zeros", "exact", "empty", "single", "huge_batch", "random", "large"]
    weighted = ["random"] * 6 + ["zeros", "exact", "huge_batch", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
