import random


def _crates(rng: random.Random, n: int, width: int, style: str) -> list[list[int]]:
    if style == "narrow":
        return [[rng.randint(1, max(1, width // 6)), rng.randint(1, 1000)] for _ in range(n)]
    if style == "same_height":
        h = rng.randint(1, 1000)
        return [[rng.randint(1, width), h] for _ in range(n)]
    if style == "few_heights":
        heights = [rng.randint(1, 1000) for _ in range(3)]
        return [[rng.randint(1, width // 2), rng.choice(heights)] for _ in range(n)]
    return [[rng.randint(max(1, width // 12), max(1, width // 3)), rng.randint(1, 1000)]
            for _ in range(n)]


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "empty":
        return {"args": [rng.randint(1, 100), []]}
    if kind == "full_width":
        width = rng.randint(1, 50)
        n = rng.randint(1, 30)
        return {"args": [width, [[width, rng.randint(1, 1000)] for _ in range(n)]]}
    if kind == "tiny":
        width = rng.randint(5, 30)
        n = rng.randint(1, 8)
        return {"args": [width, _crates(rng, n, width, "mixed")]}
    if kind == "large":
        width = rng.randint(1000, 100000)
        n = rng.randint(30000, 40000)
        crates = [[rng.randint(width // 8, width // 3), rng.randint(1, 1000)] for _ in range(n)]
        return {"args": [width, crates]}
    width = rng.randint(20, 100000)
    n = rng.randint(50, 600)
    style = rng.choice(["mixed", "mixed", "narrow", "same_height", "few_heights"])
    return {"args": [width, _crates(rng, n, width, style)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "empty", "full_width", "tiny"]
    if split == "hidden":
        fixed += ["large", "large", "large"]
    weighted = ["random"] * 6 + ["tiny", "full_width"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
