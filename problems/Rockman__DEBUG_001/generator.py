import random


def _case(rng: random.Random, kind: str) -> dict:
    n = rng.choice([rng.randint(1, 12), rng.randint(1, 300), rng.randint(500, 2000)])
    nums = [rng.randint(-10**4, 10**4) for _ in range(n)]
    if kind == "max_at_end":
        k = rng.randint(1, n)
        nums = [rng.randint(-10**4, 0) for _ in range(n)]
        for i in range(n - k, n):
            nums[i] = rng.randint(5000, 10**4)
        return {"args": [nums, k]}
    if kind == "max_second":
        # the best window starts at index 1
        n = max(n, 3)
        k = rng.randint(1, n - 1)
        nums = [rng.randint(-10**4, -5000) for _ in range(n)]
        for i in range(1, k + 1):
            nums[i] = rng.randint(5000, 10**4)
        return {"args": [nums, k]}
    if kind == "negative":
        nums = [rng.randint(-10**4, -1) for _ in range(n)]
        return {"args": [nums, rng.randint(1, n)]}
    if kind == "whole":
        return {"args": [nums, n]}
    if kind == "single":
        return {"args": [nums, 1]}
    return {"args": [nums, rng.randint(1, n)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["max_at_end", "negative", "max_second", "whole", "single", "random"]
    weighted = ["random"] * 4 + ["max_at_end"] * 3 + ["negative", "max_second", "whole", "single"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
