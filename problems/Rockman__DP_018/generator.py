import random


def _case(rng: random.Random, kind: str) -> list:
    if kind == "empty":
        return [[], rng.randint(0, 100), rng.randint(0, 100)]
    if kind == "single":
        return [[rng.randint(1, 100)], rng.randint(0, 200), rng.randint(0, 1000)]
    if kind == "separate":
        # no target and no setup: every job alone is best
        return [[rng.randint(1, 100) for _ in range(rng.randint(2, 50))], 0, 0]
    if kind == "one_batch":
        loads = [rng.randint(1, 100) for _ in range(rng.randint(2, 300))]
        return [loads, sum(loads) + rng.randint(-50, 50), 10**9]
    if kind == "large":
        n = rng.randint(30000, 50000)
        loads = [rng.randint(1, rng.choice([3, 100])) for _ in range(n)]
        target = rng.choice([rng.randint(0, 500), rng.randint(1000, 10**5), rng.randint(10**5, 10**6)])
        return [loads, target, rng.randint(0, 10**9)]
    n = rng.choice([rng.randint(1, 12), rng.randint(12, 300), rng.randint(300, 3000)])
    loads = [rng.randint(1, rng.choice([2, 10, 100])) for _ in range(n)]
    total = sum(loads)
    target = rng.choice([0, rng.randint(1, 50), rng.randint(50, 2000), rng.randint(0, total + 10)])
    setup = rng.choice([0, rng.randint(1, 100), rng.randint(100, 10**6), rng.randint(0, 10**9)])
    return [loads, target, setup]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "single", "separate", "one_batch", "random", "empty", "random"]
    weighted = ["random"] * 8 + ["separate", "one_batch", "single"]
    cases = []
    for i in range(count):
        if i < len(fixed):
            kind = fixed[i]
        elif split == "hidden" and i % 20 == 9:
            kind = "large"
        else:
            kind = rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
