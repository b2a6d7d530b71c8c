import random


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "empty":
        return {"args": [[], rng.randint(0, 50)]}
    if kind == "single":
        cost = rng.randint(0, 10000)
        budget = rng.choice([cost, cost - 1, cost + rng.randint(1, 100)])
        return {"args": [[cost], max(0, budget)]}
    if kind == "all_too_big":
        n = rng.randint(1, 40)
        budget = rng.randint(0, 500)
        costs = [rng.randint(budget + 1, 10000) for _ in range(n)]
        return {"args": [costs, budget]}
    if kind == "zeros":
        n = rng.randint(5, 300)
        costs = [0 if rng.random() < 0.5 else rng.randint(1, 9) for _ in range(n)]
        return {"args": [costs, rng.randint(0, 3)]}
    if kind == "ties":
        # several blocks of equal length and equal sum separated by large costs
        block = rng.randint(1, 6)
        value = rng.randint(1, 20)
        parts = []
        for _ in range(rng.randint(2, 6)):
            parts.extend([value] * block)
            parts.append(rng.randint(5000, 10000))
        if rng.random() < 0.5:
            parts.pop()
        return {"args": [parts, value * block]}
    if kind == "big_tail":
        # small valid runs, then elements that each exceed the budget
        budget = rng.randint(10, 200)
        costs = [rng.randint(0, budget // 2) for _ in range(rng.randint(0, 3))]
        costs += [rng.randint(budget + 1, 10000) for _ in range(rng.randint(1, 20))]
        rng.shuffle(costs)
        return {"args": [costs, budget]}
    # random
    n = rng.randint(1, 2000)
    hi = rng.choice([10, 100, 1000, 10000])
    costs = [rng.randint(0, hi) for _ in range(n)]
    budget = rng.randint(0, hi * rng.randint(1, 60))
    return {"args": [costs, budget]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["single", "all_too_big", "zeros", "ties", "big_tail", "random"]
    weighted = ["random"] * 6 + ["zeros", "ties", "big_tail", "all_too_big", "single", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
