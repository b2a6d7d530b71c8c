import random


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "small":
        return {"args": [rng.randint(2, 12), rng.randint(1, 1000)]}
    if kind == "big_seed":
        return {"args": [rng.randint(2, 300), rng.randint(2**62, 2**63 - 1)]}
    if kind == "tiny":
        return {"args": [rng.randint(0, 1), rng.randint(1, 2**63 - 1)]}
    if kind == "large":
        return {"args": [rng.randint(2000, 3000), rng.randint(1, 2**63 - 1)]}
    if kind == "two":
        return {"args": [2, rng.randint(1, 2**63 - 1)]}
    return {"args": [rng.randint(2, 500), rng.randint(1, 2**63 - 1)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["small", "big_seed", "random", "large", "two", "tiny"]
    weighted = ["random"] * 4 + ["small", "small", "big_seed", "large", "two", "tiny"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
