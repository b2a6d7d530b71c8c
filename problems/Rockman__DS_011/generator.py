import random


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "single":
        return {"args": [[rng.randint(-10**4, 10**4)], 1]}
    if kind == "all_negative":
        n = rng.randint(2, 300)
        return {"args": [[rng.randint(-10**4, -1) for _ in range(n)], rng.randint(1, n)]}
    if kind == "reach_one":
        n = rng.randint(2, 300)
        return {"args": [[rng.randint(-100, 100) for _ in range(n)], 1]}
    if kind == "walls":
        # runs of very negative stones exactly reach long force landing on one of them
        reach = rng.randint(2, 8)
        stones = []
        while len(stones) < rng.randint(20, 400):
            stones += [rng.randint(0, 50) for _ in range(rng.randint(1, 5))]
            stones += [rng.randint(-10**4, -5000) for _ in range(reach + rng.choice([-1, 0, 0]))]
        stones.append(rng.randint(-10, 10))
        return {"args": [stones, reach]}
    if kind == "large":
        n = rng.randint(40000, 50000)
        stones = [rng.randint(-10**4, 10**4) for _ in range(n)]
        return {"args": [stones, rng.randint(n // 4, n)]}
    n = rng.randint(2, 500)
    return {"args": [[rng.randint(-100, 60) for _ in range(n)], rng.randint(1, min(n, 20))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["walls", "all_negative", "reach_one", "single", "random"]
    if split == "hidden":
        fixed = ["large", "large"] + fixed
    weighted = ["random"] * 5 + ["walls", "all_negative", "reach_one"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
