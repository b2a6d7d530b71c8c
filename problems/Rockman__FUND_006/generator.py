import random


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "empty":
        return []
    if kind == "one_kind":
        return [rng.randint(-10**9, 10**9)] * rng.randint(1, 30)
    if kind == "all_distinct":
        n = rng.randint(1, 200)
        return rng.sample(range(-10**6, 10**6), n)
    if kind == "middle_window":
        # the best window sits strictly inside the street
        kinds = rng.randint(2, 8)
        filler = [rng.randint(0, kinds - 2) for _ in range(rng.randint(5, 60))]
        core = list(range(kinds))
        rng.shuffle(core)
        return filler + core + filler[::-1]
    if kind == "large":
        kinds = rng.choice([3, 50, 2000])
        return [rng.randint(0, kinds - 1) for _ in range(rng.randint(30000, 100000))]
    kinds = rng.choice([2, 3, 6, 20])
    values = rng.sample(range(-10**9, 10**9), kinds)
    return [rng.choice(values) for _ in range(rng.randint(1, 400))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["middle_window", "random", "one_kind", "all_distinct", "large", "empty"]
    weighted = ["random"] * 5 + ["middle_window"] * 4 + ["one_kind", "all_distinct"]
    cases = []
    for i in range(count):
        if i < len(fixed):
            kind = fixed[i]
        elif i % 25 == 12:
            kind = "large"
        else:
            kind = rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
