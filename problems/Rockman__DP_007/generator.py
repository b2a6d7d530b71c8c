import random


def _case(rng: random.Random, kind: str) -> list[int]:
    k = rng.choice([1, 2, 3, rng.randint(1, 12), rng.randint(1, 100)])
    if kind == "small":
        lo = rng.choice([0, rng.randint(0, 50)])
        return [lo, lo + rng.randint(0, 200), k]
    if kind == "repeat_bound":
        # bounds whose own digits repeat, e.g. 5533 or 1000
        digits = rng.randint(3, 15)
        hi = int(str(rng.randint(1, 9)) * 2 + "".join(str(rng.randint(0, 9)) for _ in range(digits - 2)))
        lo = rng.choice([0, rng.randint(0, hi)])
        return [lo, hi, k]
    if kind == "power":
        e = rng.randint(1, 15)
        return [rng.choice([0, 1, 10 ** (e - 1)]), 10**e, k]
    if kind == "point":
        x = rng.randint(0, 10**rng.randint(1, 15))
        return [x, x, k]
    hi = rng.randint(0, 10 ** rng.randint(1, 15))
    return [rng.randint(0, hi), hi, k]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["small", "repeat_bound", "power", "point", "random", "small"]
    weighted = ["random"] * 5 + ["repeat_bound"] * 3 + ["small", "power", "point"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
