import random


def _queries(rng: random.Random, n: int, q: int) -> list[list[int]]:
    out = []
    for _ in range(q):
        r = rng.random()
        if r < 0.15:
            i = rng.randrange(n)
            out.append([i, i])
        elif r < 0.25:
            out.append([0, n - 1])
        elif r < 0.5:
            # lengths just above and below a power of two
            length = min(n, max(1, (1 << rng.randint(0, 14)) + rng.choice([-1, 0, 1])))
            left = rng.randint(0, n - length)
            out.append([left, left + length - 1])
        else:
            a, b = sorted([rng.randrange(n), rng.randrange(n)])
            out.append([a, b])
    return out


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "single":
        return {"args": [[rng.randint(-10**9, 10**9)], [[0, 0]] * rng.randint(0, 3)]}
    if kind == "no_queries":
        return {"args": [[rng.randint(-10, 10) for _ in range(rng.randint(1, 20))], []]}
    if kind == "large":
        n = rng.randint(15000, 20000)
        values = [rng.randint(-10**9, 10**9) for _ in range(n)]
        return {"args": [values, _queries(rng, n, rng.randint(15000, 20000))]}
    n = rng.choice([rng.randint(1, 20), rng.randint(20, 600)])
    span = rng.choice([3, 1000, 10**9])
    values = [rng.randint(-span, span) for _ in range(n)]
    return {"args": [values, _queries(rng, n, rng.randint(1, 200))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "single", "no_queries", "random", "large"]
    weighted = ["random"] * 8 + ["single", "no_queries"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
