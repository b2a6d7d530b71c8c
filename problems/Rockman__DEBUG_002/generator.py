import random


def _case(rng: random.Random, kind: str) -> dict:
    n = rng.choice([rng.randint(1, 8), rng.randint(1, 100), rng.randint(100, 1000)])
    span = rng.choice([20, 1000, 10**9])
    if kind == "empty":
        return {"args": [[]]}
    if kind == "nested":
        outer_a = rng.randint(0, span // 2)
        outer_b = rng.randint(outer_a + 5, span)
        out = [[outer_a, outer_b]]
        for _ in range(rng.randint(1, 6)):
            a = rng.randint(outer_a, outer_b - 1)
            out.append([a, rng.randint(a, outer_b)])
        if rng.random() < 0.5:
            a = rng.randint(outer_b + 1, outer_b + 50)
            out.append([a, a + rng.randint(0, 30)])
        rng.shuffle(out)
        return {"args": [out]}
    out = []
    for _ in range(n):
        a = rng.randint(0, span)
        b = min(span, a + rng.randint(0, max(1, span // max(1, n // 3))))
        out.append([a, b])
    if kind == "touching":
        out = []
        x = rng.randint(0, 100)
        for _ in range(rng.randint(2, 10)):
            y = x + rng.randint(0, 10)
            out.append([x, y])
            x = y + rng.choice([0, 0, 1])
        rng.shuffle(out)
    return {"args": [out]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["nested", "random", "empty", "touching", "nested"]
    weighted = ["random"] * 4 + ["nested"] * 4 + ["touching", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
