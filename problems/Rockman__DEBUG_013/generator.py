import random

_LIMIT = 10**6


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "empty":
        return []
    if kind == "single":
        return [rng.choice([-_LIMIT, _LIMIT, 0, rng.randint(-50, 50)])]
    if kind == "all_negative":
        return [rng.randint(-1000, -1) for _ in range(rng.randint(1, 40))]
    if kind == "zeros":
        return [rng.choice([0, 0, 0, -1]) for _ in range(rng.randint(1, 20))]
    if kind == "rising":
        start = rng.randint(-500, 0)
        values = sorted(rng.sample(range(start, start + 2000), rng.randint(2, 50)))
        return values
    if kind == "falling":
        return sorted((rng.randint(-100, 100) for _ in range(rng.randint(2, 30))), reverse=True)
    if kind == "ties":
        values = []
        level = rng.randint(-20, 5)
        for _ in range(rng.randint(2, 30)):
            level += rng.choice([0, 0, 1, -1])
            values.append(level)
        return values
    if kind == "large":
        n = rng.randint(50000, 100000)
        return [rng.randint(-_LIMIT, _LIMIT) for _ in range(n)]
    if kind == "large_climb":
        n = rng.randint(50000, 100000)
        return [min(_LIMIT, -_LIMIT + i * 20 + rng.randint(-30, 30)) for i in range(n)]
    span = rng.choice([3, 20, 1000])
    shift = rng.randint(-span, span // 2)
    return [shift + rng.randint(-span, span) for _ in range(rng.randint(1, 60))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["all_negative", "ties", "zeros", "single", "random", "rising", "falling",
             "large", "large_climb", "empty"]
    weighted = ["random"] * 5 + ["all_negative", "ties", "zeros", "single", "rising",
                                 "falling", "large", "large_climb"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
