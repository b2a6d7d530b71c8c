import random


def _case(rng: random.Random, kind: str) -> list:
    if kind == "empty":
        return [[], rng.randint(1, 5)]
    if kind == "rising":
        n = rng.randint(5, 200)
        start = rng.randint(-1000, 1000)
        return [[start + i for i in range(n)], rng.randint(1, n // 2)]
    if kind == "low_first":
        n = rng.randint(8, 200)
        prices = [rng.randint(10, 100) for _ in range(n)]
        prices[0] = -10**9
        return [prices, rng.randint(1, n // 3)]
    if kind == "duplicates":
        n = rng.randint(5, 300)
        return [[rng.randint(1, 3) for _ in range(n)], rng.randint(1, 10)]
    if kind == "window_one":
        n = rng.randint(2, 200)
        return [[rng.randint(-5, 5) for _ in range(n)], 1]
    if kind == "wide_window":
        n = rng.randint(1, 300)
        return [[rng.randint(-10**9, 10**9) for _ in range(n)], rng.randint(n, 100000)]
    if kind == "large":
        n = rng.randint(4000, 6000)
        span = rng.choice([50, 10**9])
        return [[rng.randint(-span, span) for _ in range(n)], rng.randint(1, 2000)]
    n = rng.randint(1, 400)
    span = rng.choice([5, 100, 10**9])
    return [[rng.randint(-span, span) for _ in range(n)], rng.randint(1, max(1, n))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["low_first", "duplicates", "rising", "window_one", "empty", "wide_window", "large"]
    weighted = ["random"] * 6 + ["low_first", "duplicates", "window_one", "wide_window", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
