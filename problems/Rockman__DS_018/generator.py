import random


def _queries(rng: random.Random, n: int, q: int, short: bool) -> list[list[int]]:
    queries = []
    for _ in range(q):
        left = rng.randrange(n)
        if short:
            right = min(n - 1, left + rng.randint(0, 10))
        else:
            right = rng.randint(left, n - 1)
        queries.append([left, right])
    return queries


def _heights(rng: random.Random, n: int, shape: str) -> list[int]:
    if shape == "increasing":
        start = rng.randint(-10**9, 0)
        return [start + i * rng.randint(1, 1000) for i in range(n)]
    if shape == "decreasing":
        start = rng.randint(0, 10**9)
        return [start - i * rng.randint(1, 1000) for i in range(n)]
    if shape == "plateaus":
        return [rng.randint(1, 4) for _ in range(n)]
    if shape == "sawtooth":
        period = rng.randint(2, 6)
        return [i // period * 3 + i % period * (-1 if rng.random() < 0.5 else 1)
                for i in range(n)]
    return [rng.randint(-10**9, 10**9) for _ in range(n)]


def _case(rng: random.Random, kind: str) -> list:
    if kind == "single":
        return [[rng.randint(-10**9, 10**9)], [[0, 0], [0, 0]]]
    if kind == "no_queries":
        n = rng.randint(1, 20)
        return [_heights(rng, n, "random"), []]
    if kind == "large":
        n = rng.randint(15000, 20000)
        shape = rng.choice(["random", "increasing", "sawtooth"])
        return [_heights(rng, n, shape), _queries(rng, n, 20000, False)]
    n = rng.randint(1, 300)
    shape = rng.choice(["random", "increasing", "decreasing", "plateaus", "sawtooth"])
    if kind in ("increasing", "decreasing", "plateaus", "sawtooth"):
        shape = kind
    heights = _heights(rng, n, shape)
    queries = _queries(rng, n, rng.randint(1, 300), rng.random() < 0.3)
    queries.append([0, n - 1])
    return [heights, queries]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["plateaus", "random", "increasing", "decreasing", "sawtooth", "single",
             "no_queries", "large"]
    if split == "hidden":
        fixed.append("large")
    weighted = ["random"] * 6 + ["plateaus", "increasing", "decreasing", "sawtooth"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
