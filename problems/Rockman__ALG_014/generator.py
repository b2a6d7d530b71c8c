import random


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "large":
        n = 20000
        spread = rng.choice([10**9, 10**5])
        heights = [rng.randint(-spread, spread) for _ in range(n)]
        scores = [rng.randint(-10**9, 10**9) for _ in range(n)]
        return {"args": [heights, scores, rng.randint(0, spread // 1000)]}
    if kind == "all_negative":
        n = rng.randint(1, 40)
        heights = [rng.randint(-50, 50) for _ in range(n)]
        return {"args": [heights, [rng.randint(-100, -1) for _ in range(n)], rng.randint(0, 5)]}
    if kind == "exact_gap":
        n = rng.randint(2, 60)
        gap = rng.randint(1, 4)
        heights = [gap * rng.randint(-10, 10) for _ in range(n)]
        return {"args": [heights, [rng.randint(-5, 20) for _ in range(n)], gap]}
    if kind == "equal_heights":
        n = rng.randint(2, 50)
        h = rng.randint(-10, 10)
        heights = [h + rng.randint(0, 1) for _ in range(n)]
        return {"args": [heights, [rng.randint(-10, 30) for _ in range(n)], rng.choice([0, 0, 1])]}
    if kind == "empty":
        return {"args": [[], [], rng.randint(0, 10)]}
    if kind == "extreme":
        n = rng.randint(1, 30)
        heights = [rng.choice([-10**9, 10**9, 0]) for _ in range(n)]
        scores = [rng.choice([10**9, -10**9, 1]) for _ in range(n)]
        return {"args": [heights, scores, rng.choice([0, 10**9, 2 * 10**9])]}
    n = rng.randint(1, 400)
    spread = rng.choice([5, 50, 10**6])
    heights = [rng.randint(-spread, spread) for _ in range(n)]
    scores = [rng.randint(-1000, 1000) for _ in range(n)]
    return {"args": [heights, scores, rng.randint(0, max(1, spread // 10))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["all_negative", "exact_gap", "equal_heights", "empty", "extreme", "random"]
    if split == "hidden":
        fixed = ["large", "large", "large"] + fixed
    weighted = ["random"] * 5 + ["exact_gap", "exact_gap", "equal_heights", "all_negative",
                                 "extreme"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
