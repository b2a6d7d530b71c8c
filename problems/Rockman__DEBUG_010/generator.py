import random


def _ops(rng: random.Random, n: int, count: int, edge_bias: float) -> list[list[int]]:
    ops = []
    for _ in range(count):
        if rng.random() < 0.5:
            if rng.random() < edge_bias:
                i = rng.choice([0, n - 1])
            else:
                i = rng.randrange(n)
            ops.append([1, i, rng.randint(-10**6, 10**6)])
        else:
            a, b = sorted([rng.randrange(n), rng.randrange(n)])
            if rng.random() < edge_bias:
                b = n - 1
            if rng.random() < edge_bias / 2:
                a = 0
            ops.append([2, a, b])
    return ops


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "one":
        return {"args": [1, _ops(rng, 1, rng.randint(1, 10), 0.0)]}
    if kind == "power_of_two":
        n = 2 ** rng.randint(1, 12)
        return {"args": [n, _ops(rng, n, rng.randint(10, 800), 0.4)]}
    n = rng.choice([rng.randint(1, 10), rng.randint(1, 5000)])
    count = rng.choice([rng.randint(1, 50), rng.randint(100, 1500)])
    return {"args": [n, _ops(rng, n, count, 0.3 if kind == "edges" else 0.05)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["power_of_two", "edges", "random", "one", "edges"]
    weighted = ["random"] * 4 + ["edges"] * 3 + ["power_of_two"] * 2 + ["one"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
