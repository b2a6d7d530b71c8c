import random


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "large":
        n = rng.randint(250, 300)
        steps = rng.sample(range(1, 8), rng.randint(4, 6))
        return {"args": [n, steps]}
    if kind == "single_step":
        s = rng.randint(1, 10)
        return {"args": [rng.choice([s, 2 * s, rng.randint(1, 30)]), [s]]}
    if kind == "unreachable":
        return {"args": [rng.randrange(1, 60, 2), rng.sample([2, 4, 6, 8, 10], rng.randint(1, 3))]}
    n = rng.choice([rng.randint(1, 20), rng.randint(1, 300)])
    steps = rng.sample(range(1, 12), rng.randint(2, 6))
    return {"args": [n, steps]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "large", "single_step", "unreachable", "random"]
    weighted = ["random"] * 6 + ["large"] * 2 + ["single_step", "unreachable"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
