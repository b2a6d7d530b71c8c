import random


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "large_random":
        n = rng.randint(180000, 200000)
        return {"args": [[rng.randint(0, 10**9) for _ in range(n)], rng.randint(n // 3, n // 2)]}
    if kind == "large_decreasing":
        n = rng.randint(180000, 200000)
        start = rng.randint(10**8, 10**9)
        nums = [start - 3 * i - rng.randint(0, 2) for i in range(n)]
        return {"args": [nums, rng.randint(n // 3, n // 2)]}
    n = rng.choice([rng.randint(1, 10), rng.randint(1, 500)])
    nums = [rng.randint(0, rng.choice([5, 10**9])) for _ in range(n)]
    if kind == "k_one":
        return {"args": [nums, 1]}
    if kind == "k_all":
        return {"args": [nums, n]}
    if kind == "decreasing":
        nums.sort(reverse=True)
    return {"args": [nums, rng.randint(1, n)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["large_decreasing", "random", "k_one", "large_random", "k_all", "decreasing"]
    weighted = ["random"] * 7 + ["decreasing", "k_one", "k_all"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
