import random

_LIMIT = 10**9


def _interval(rng: random.Random, lo: int, hi: int, max_len: int) -> list[int]:
    start = rng.randint(lo, hi)
    return [start, min(_LIMIT, start + rng.randint(0, max_len))]


def _case(rng: random.Random, kind: str) -> list:
    if kind == "single":
        return [_interval(rng, -_LIMIT, _LIMIT, rng.choice([0, 10, 10**6]))]
    if kind == "chain":
        # consecutive intervals that touch, are one apart, or overlap, then shuffled
        x = rng.randint(-1000, 1000)
        out = []
        for _ in range(rng.randint(2, 30)):
            length = rng.randint(0, 5)
            out.append([x, x + length])
            x = x + length + rng.choice([-1, 0, 0, 1, 1, 2])
        rng.shuffle(out)
        return out
    if kind == "nested":
        # wide intervals containing narrower ones
        out = []
        for _ in range(rng.randint(1, 8)):
            start = rng.randint(-10**6, 10**6)
            end = start + rng.randint(10, 1000)
            out.append([start, end])
            for _ in range(rng.randint(1, 5)):
                a = rng.randint(start, end)
                out.append([a, rng.randint(a, end)])
        rng.shuffle(out)
        return out
    if kind == "duplicates":
        base = [_interval(rng, -50, 50, 10) for _ in range(rng.randint(1, 6))]
        out = [list(rng.choice(base)) for _ in range(rng.randint(2, 20))]
        return out
    if kind == "extremes":
        return [[-_LIMIT, rng.randint(-_LIMIT, 0)], [rng.randint(0, _LIMIT), _LIMIT],
                _interval(rng, -100, 100, 100)]
    n = rng.randint(1, 2000)
    span = rng.choice([100, 10**4, 10**6, _LIMIT])
    max_len = rng.choice([0, 3, 50, span // 20 + 1])
    return [_interval(rng, -span, span, max_len) for _ in range(n)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["chain", "nested", "duplicates", "random", "single", "extremes"]
    weighted = ["random"] * 4 + ["chain", "chain", "nested", "nested", "duplicates", "single",
                                 "extremes"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
