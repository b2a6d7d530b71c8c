import random


def _case(rng: random.Random, kind: str) -> list:
    if kind == "large":
        # sparse reachable set that keeps growing: a per-load loop is far too slow
        weights = [rng.randint(1000, 100000) for _ in range(2000)]
        return [weights, 200000]
    if kind == "large_small_weights":
        weights = [rng.randint(50, 400) for _ in range(2000)]
        return [weights, 200000]
    if kind == "repeated":
        w = rng.randint(1, 20)
        return [[w] * rng.randint(1, 30), rng.randint(0, 300)]
    if kind == "too_heavy":
        cap = rng.randint(0, 50)
        return [[rng.randint(cap + 1, 1000) for _ in range(rng.randint(0, 10))], cap]
    if kind == "empty":
        return [[], rng.randint(0, 100)]
    n = rng.randint(1, rng.choice([10, 100, 400]))
    top = rng.choice([20, 1000, 100000])
    return [[rng.randint(1, top) for _ in range(n)], rng.randint(0, rng.choice([50, 5000, 200000]))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["repeated", "too_heavy", "random", "empty", "repeated"]
    if split == "hidden":
        fixed = ["large", "large_small_weights"] + fixed
    weighted = ["random"] * 6 + ["repeated", "repeated", "too_heavy", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
