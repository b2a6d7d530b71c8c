import random


def _case(rng: random.Random, kind: str) -> list:
    if kind == "long_calm":
        # few different values and a large k: calm windows are tens of thousands long
        n = 100000
        palette = [rng.randint(-10**9, 10**9) for _ in range(rng.randint(3, 6))]
        return [[rng.choice(palette) for _ in range(n)], len(palette) + rng.randint(0, 2)]
    if kind == "long_blocks":
        # long stretches drawn from two values each, with k = 2
        values = []
        while len(values) < 100000:
            pair = [rng.randint(-10**9, 10**9), rng.randint(-10**9, 10**9)]
            values += [rng.choice(pair) for _ in range(rng.randint(10000, 30000))]
        return [values[:100000], 2]
    if kind == "k_zero":
        return [[rng.randint(0, 5) for _ in range(rng.randint(0, 50))], 0]
    if kind == "k_large":
        values = [rng.randint(-100, 100) for _ in range(rng.randint(1, 200))]
        return [values, rng.randint(len(set(values)), 100000)]
    if kind == "repeats":
        values = []
        for _ in range(rng.randint(1, 30)):
            values += [rng.randint(1, 4)] * rng.randint(1, 10)
        return [values, rng.randint(1, 3)]
    if kind == "empty":
        return [[], rng.randint(0, 5)]
    n = rng.randint(1, rng.choice([20, 500, 3000]))
    span = rng.choice([2, 5, 30, 10**9])
    return [[rng.randint(-span, span) for _ in range(n)], rng.randint(0, 8)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["repeats", "k_zero", "k_large", "random", "empty"]
    if split == "hidden":
        fixed = ["long_calm", "long_blocks"] + fixed
    weighted = ["random"] * 5 + ["repeats", "repeats", "k_zero", "k_large", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
