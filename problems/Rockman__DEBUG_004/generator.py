import random


def _count(rng: random.Random, size: int) -> int:
    r = rng.random()
    if r < 0.15:
        return rng.randint(0, 3 * size)
    if r < 0.3:
        return size * rng.randint(0, 10**18 // size)
    if r < 0.45:
        return size * rng.randint(10**18 // size // 2, 10**18 // size - 1) + rng.randint(1, 3)
    return rng.randint(10**17, 10**18)


def _case(rng: random.Random, kind: str) -> dict:
    size = rng.choice([1000, rng.randint(1000, 10**4), rng.randint(1000, 10**9), 10**9])
    n = rng.randint(1, 8)
    if kind == "empty":
        return {"args": [[], size]}
    if kind == "small":
        return {"args": [[rng.randint(0, 5000) for _ in range(n)], size]}
    if kind == "just_over":
        return {"args": [[size * rng.randint(10**18 // size // 2, 10**18 // size - 1) + 1 for _ in range(n)], size]}
    return {"args": [[_count(rng, size) for _ in range(n)], size]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["just_over", "random", "small", "empty", "random"]
    weighted = ["random"] * 6 + ["just_over"] * 2 + ["small", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
