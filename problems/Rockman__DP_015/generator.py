import random


def _case(rng: random.Random, kind: str) -> list:
    if kind == "empty":
        return [[], rng.randint(1, 5)]
    if kind == "negative":
        n = rng.randint(1, 30)
        return [[rng.randint(-100, -1) for _ in range(n)], rng.randint(1, 6)]
    if kind == "wide":
        n = rng.randint(1, 20)
        return [[rng.randint(-50, 50) for _ in range(n)], rng.randint(n, 100)]
    if kind == "single_step":
        n = rng.randint(1, 40)
        return [[rng.randint(-1000, 1000) for _ in range(n)], 1]
    if kind == "bait":
        # large cards hidden behind small negative ones reward looking ahead
        n = rng.randint(10, 60)
        cards = [rng.choice([rng.randint(-5, -1), rng.randint(20, 90)]) for _ in range(n)]
        return [cards, rng.randint(2, 4)]
    if kind == "large":
        n = rng.randint(2000, 3000)
        bound = rng.choice([10**3, 10**9])
        return [[rng.randint(-bound, bound) for _ in range(n)], rng.randint(20, 100)]
    n = rng.choice([rng.randint(1, 10), rng.randint(10, 200), rng.randint(200, 1000)])
    bound = rng.choice([5, 100, 10**9])
    return [[rng.randint(-bound, bound) for _ in range(n)], rng.randint(1, rng.choice([3, 10, 100]))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["negative", "bait", "single_step", "wide", "random", "empty", "large"]
    weighted = ["random"] * 5 + ["bait"] * 2 + ["negative", "wide", "single_step", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
