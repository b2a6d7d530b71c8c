import random


def _need(jobs: list[int], rate: int) -> int:
    return sum((p + rate - 1) // rate for p in jobs)


def _case(rng: random.Random, kind: str) -> dict:
    n = rng.choice([rng.randint(1, 5), rng.randint(1, 100), rng.randint(100, 1000)])
    top = rng.choice([10, 1000, 10**9])
    jobs = [rng.randint(1, top) for _ in range(n)]
    if kind == "tight":
        # the budget equals the number of jobs: the answer is the largest job
        return {"args": [jobs, n]}
    if kind == "loose":
        return {"args": [jobs, min(10**9, _need(jobs, 1) + rng.randint(0, 5))]}
    if kind == "exact":
        # the budget is exactly the hours needed at some rate
        rate = rng.randint(1, max(jobs))
        return {"args": [jobs, min(10**9, _need(jobs, rate))]}
    low, high = n, _need(jobs, 1)
    return {"args": [jobs, rng.randint(low, min(high, 10**9))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["exact", "tight", "random", "loose", "exact"]
    weighted = ["random"] * 4 + ["exact"] * 4 + ["tight", "loose"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
