import random


def _case(rng: random.Random, kind: str) -> list:
    if kind == "empty":
        return [[], [], rng.randint(0, 1000)]
    if kind == "none_fit":
        n = rng.randint(1, 10)
        cap = rng.randint(0, 50)
        return [[rng.randint(cap + 1, 1000) for _ in range(n)],
                [rng.randint(0, 10**6) for _ in range(n)], cap]
    n = rng.choice([rng.randint(1, 8), rng.randint(1, 30), rng.randint(40, 60)])
    cap = rng.choice([rng.randint(0, 30), rng.randint(100, 1000)])
    top_w = rng.choice([10, 100, 1000])
    weights = [rng.randint(1, top_w) for _ in range(n)]
    if kind == "tight":
        # one heavy valuable package against several light ones, with exact fits
        weights = [rng.randint(1, 20) for _ in range(n)]
        cap = sum(rng.sample(weights, min(n, rng.randint(1, 4))))
        values = [w * rng.randint(5, 9) + rng.randint(0, 4) for w in weights]
        return [weights, values, cap]
    values = [rng.randint(0, rng.choice([10, 1000, 10**6])) for _ in range(n)]
    return [weights, values, cap]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["tight", "random", "none_fit", "tight", "random", "empty"]
    weighted = ["random"] * 5 + ["tight"] * 4 + ["none_fit"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
