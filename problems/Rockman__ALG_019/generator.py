import random


def _conflicts(rng: random.Random, n: int, machines: int, density: float) -> list[list[int]]:
    if machines < 2 or n < 2:
        return []
    degree = [0] * n
    seen = set()
    pairs = []
    tries = int(density * n * (machines - 1) / 2)
    for _ in range(tries):
        a, b = rng.randrange(n), rng.randrange(n)
        if a == b or (min(a, b), max(a, b)) in seen:
            continue
        if degree[a] >= machines - 1 or degree[b] >= machines - 1:
            continue
        seen.add((min(a, b), max(a, b)))
        degree[a] += 1
        degree[b] += 1
        pairs.append([a, b] if rng.random() < 0.5 else [b, a])
    return pairs


def _durations(rng: random.Random, n: int, style: str) -> list[int]:
    if style == "equal":
        d = rng.randint(1, 1000)
        return [d] * n
    if style == "wide":
        return [rng.randint(1, 1_000_000) for _ in range(n)]
    if style == "skewed":
        return [min(1_000_000, int(rng.paretovariate(1.3) * 100)) for _ in range(n)]
    return [rng.randint(1, 100) for _ in range(n)]


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "empty":
        return {"args": [[], rng.randint(1, 5), []]}
    if kind == "one_machine":
        n = rng.randint(1, 30)
        return {"args": [_durations(rng, n, "small"), 1, []]}
    if kind == "few_jobs":
        machines = rng.randint(3, 10)
        n = rng.randint(1, machines)
        return {"args": [_durations(rng, n, "wide"), machines,
                         _conflicts(rng, n, machines, 1.0)]}
    if kind == "dense":
        machines = rng.randint(2, 8)
        n = rng.randint(10, 80)
        return {"args": [_durations(rng, n, "small"), machines,
                         _conflicts(rng, n, machines, 3.0)]}
    if kind == "large":
        machines = rng.randint(10, 25)
        n = rng.randint(150, 250)
        style = rng.choice(["small", "wide", "skewed"])
        return {"args": [_durations(rng, n, style), machines,
                         _conflicts(rng, n, machines, rng.uniform(0.2, 2.0))]}
    machines = rng.randint(2, 15)
    n = rng.randint(machines, 8 * machines)
    style = rng.choice(["small", "wide", "skewed", "equal"])
    return {"args": [_durations(rng, n, style), machines,
                     _conflicts(rng, n, machines, rng.uniform(0.0, 2.0))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "empty", "dense", "few_jobs", "large", "one_machine"]
    weighted = ["random"] * 5 + ["dense"] * 2 + ["large"] * 2 + ["few_jobs"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
