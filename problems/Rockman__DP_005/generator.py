import random


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "tiny":
        return [rng.randint(0, 100) for _ in range(rng.randint(0, 2))]
    n = rng.choice([rng.randint(3, 8), rng.randint(3, 20), rng.randint(30, 40)])
    if kind == "heavy_wrap":
        # heavy piles in the middle, light ones at both ends of the list
        mid = [rng.randint(500, 1000) for _ in range(n - 2)]
        return [rng.randint(0, 5)] + mid + [rng.randint(0, 5)]
    if kind == "zeros":
        return [rng.choice([0, 0, rng.randint(1, 10)]) for _ in range(n)]
    top = rng.choice([10, 1000, 10**6])
    return [rng.randint(0, top) for _ in range(n)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["heavy_wrap", "random", "zeros", "tiny", "heavy_wrap"]
    weighted = ["random"] * 5 + ["heavy_wrap"] * 3 + ["zeros", "tiny"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
