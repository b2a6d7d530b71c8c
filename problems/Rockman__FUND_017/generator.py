import random

_LIMIT = 10**9


def _changes(rng: random.Random, n: int, drift: int, span: int) -> list[int]:
    return [max(-_LIMIT, min(_LIMIT, drift + rng.randint(-span, span))) for _ in range(n)]


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "empty":
        return []
    if kind == "all_positive":
        return [rng.randint(0, 100) for _ in range(rng.randint(1, 30))]
    if kind == "single":
        return [rng.choice([-_LIMIT, _LIMIT, 0, rng.randint(-50, 50)])]
    if kind == "dip_then_recover":
        # the lowest point is in the middle and the final total is positive
        down = [rng.randint(-100, -1) for _ in range(rng.randint(1, 20))]
        up = [rng.randint(1, 100) for _ in range(rng.randint(1, 20))]
        return up[:2] + down + up + [rng.randint(200, 2000)]
    if kind == "last_day_lowest":
        values = [rng.randint(-20, 40) for _ in range(rng.randint(1, 30))]
        return values + [-(sum(values) + rng.randint(50, 500))]
    if kind == "large":
        n = rng.randint(50000, 100000)
        return _changes(rng, n, rng.choice([-10**4, 0, 10**4]), rng.choice([10, 10**5, _LIMIT]))
    if kind == "extreme":
        return [rng.choice([-_LIMIT, _LIMIT, -_LIMIT]) for _ in range(rng.randint(1, 5000))]
    return _changes(rng, rng.randint(1, 200), rng.randint(-5, 5), rng.choice([3, 100, 10**6]))


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["dip_then_recover", "all_positive", "last_day_lowest", "single", "random",
             "large", "extreme", "empty"]
    weighted = ["random"] * 4 + ["dip_then_recover", "last_day_lowest", "all_positive",
                                 "single", "large", "extreme"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
