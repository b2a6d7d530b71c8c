import random


def _case(rng: random.Random, kind: str) -> list:
    if kind == "empty":
        return [[], rng.randint(1, 10)]
    if kind == "single":
        return [[rng.randint(1, 10000)], rng.randint(1, 5)]
    if kind == "one_day":
        n = rng.randint(1, 50)
        return [[rng.randint(1, 10000) for _ in range(n)], 1]
    if kind == "many_days":
        n = rng.randint(1, 40)
        return [[rng.randint(1, 10000) for _ in range(n)], n + rng.randint(0, 50)]
    if kind == "equal":
        n = rng.randint(2, 60)
        value = rng.randint(1, 100)
        return [[value] * n, rng.randint(1, n)]
    if kind == "large":
        n = rng.randint(15000, 20000)
        return [[rng.randint(1, 10000) for _ in range(n)], rng.randint(2, 20)]
    n = rng.randint(2, 80)
    top = rng.choice([5, 30, 10000])
    return [[rng.randint(1, top) for _ in range(n)], rng.randint(1, n)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "empty", "one_day", "many_days", "equal", "single", "large", "random"]
    weighted = ["random"] * 8 + ["equal", "many_days", "one_day", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
