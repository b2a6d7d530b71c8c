import random

_LIMIT = 10**9


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "empty":
        return []
    if kind == "large":
        n = rng.randint(60000, 100000)
        style = rng.randint(0, 2)
        if style == 0:
            return [rng.randint(-_LIMIT, _LIMIT) for _ in range(n)]
        if style == 1:
            return [rng.randint(0, 50) for _ in range(n)]
        return [i // 3 + rng.randint(-20, 20) for i in range(n)]
    n = rng.choice([rng.randint(1, 10), rng.randint(1, 300), rng.randint(500, 2000)])
    if kind == "plateaus":
        return [rng.randint(0, 4) for _ in range(n)]
    if kind == "descending":
        return sorted((rng.randint(-100, 100) for _ in range(n)), reverse=True)
    if kind == "trap":
        # a low start that a greedy chain would follow, then a long rising run above it
        return [rng.randint(-5, 5)] + [1000 - k for k in range(n)] + list(range(n))
    return [rng.randint(-rng.choice([5, 1000, _LIMIT]), _LIMIT) for _ in range(n)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["plateaus", "trap", "random", "descending", "random", "empty"]
    weighted = ["random"] * 5 + ["plateaus"] * 3 + ["trap", "descending"]
    cases = []
    for i in range(count):
        if i < len(fixed):
            kind = fixed[i]
        elif split == "hidden" and i % 12 == 8:
            kind = "large"
        else:
            kind = rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
