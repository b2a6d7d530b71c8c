import random


def _days(rng: random.Random, n: int, low: int, high: int) -> list[int]:
    return [rng.randint(low, high) for _ in range(n)]


def _case(rng: random.Random, kind: str) -> list:
    if kind == "empty":
        return [[], [], rng.randint(0, 100)]
    if kind == "one_day":
        return [_days(rng, 1, -10000, 10000), _days(rng, 1, -10000, 10000), rng.randint(0, 100000)]
    if kind == "free_moves":
        n = rng.randint(2, 40)
        return [_days(rng, n, -50, 50), _days(rng, n, -50, 50), 0]
    if kind == "losses":
        n = rng.randint(2, 40)
        return [_days(rng, n, -10000, 100), _days(rng, n, -10000, 100), rng.randint(0, 3000)]
    if kind == "south_start":
        # the south is far better at the start and never worth leaving for one day
        n = rng.randint(3, 30)
        north = _days(rng, n, 0, 100)
        south = [v + rng.randint(50, 200) for v in north]
        return [north, south, rng.randint(300, 1000)]
    if kind == "large":
        n = rng.randint(80000, 100000)
        return [_days(rng, n, -10000, 10000), _days(rng, n, -10000, 10000), rng.randint(0, 20000)]
    n = rng.randint(2, 60)
    spread = rng.choice([20, 1000, 10000])
    low = rng.choice([-spread, 0])
    return [_days(rng, n, low, spread), _days(rng, n, low, spread), rng.choice([0, rng.randint(1, spread), rng.randint(0, 100000)])]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "empty", "losses", "south_start", "one_day", "free_moves", "large", "random"]
    weighted = ["random"] * 8 + ["losses", "south_start", "free_moves", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
