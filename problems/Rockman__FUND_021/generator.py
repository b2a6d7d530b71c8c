import random

# the days where the fee rule changes, and their neighbours
_EDGES = [-1, 0, 1, 2, 3, 4, 5, 42, 43, 44, 59, 60, 61, 62]


def _days(rng: random.Random) -> int:
    r = rng.random()
    if r < 0.4:
        return rng.choice(_EDGES)
    if r < 0.6:
        return rng.randint(-365, 0)
    if r < 0.85:
        return rng.randint(1, 70)
    return rng.randint(61, 3650)


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "empty":
        return []
    if kind == "edges":
        days = list(_EDGES)
        rng.shuffle(days)
        return days[: rng.randint(1, len(days))]
    if kind == "single":
        return [rng.choice(_EDGES + [-365, 3650])]
    if kind == "early":
        return [rng.randint(-365, 0) for _ in range(rng.randint(1, 20))]
    if kind == "large":
        return [_days(rng) for _ in range(rng.randint(50000, 100000))]
    return [_days(rng) for _ in range(rng.randint(1, 50))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["edges", "random", "single", "empty", "early", "random", "large", "edges"]
    weighted = ["random"] * 5 + ["edges", "edges", "single", "early"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
