import random


def _case(rng: random.Random, kind: str) -> dict:
    n = rng.choice([rng.randint(2, 10), rng.randint(2, 990)])
    lo, hi = rng.choice([(-10**9, 10**9), (-5, 5), (-10**9, -1), (0, 10)])
    nums = [rng.randint(lo, hi) for _ in range(n)]
    if kind == "dup_max":
        m = max(nums)
        nums += [m] * rng.randint(1, 4)
        rng.shuffle(nums)
        if len(set(nums)) < 2:
            nums.append(m - rng.randint(1, 100))
    elif kind == "dup_max_first":
        m = rng.randint(lo + 1, hi)
        nums = [m, m] + [rng.randint(lo, m - 1) for _ in range(rng.randint(1, 6))]
    elif kind == "all_equal":
        nums = [rng.randint(lo, hi)] * rng.randint(1, 20)
    elif kind == "negative":
        nums = [rng.randint(-10**9, -1) for _ in range(n)]
    elif kind == "tiny":
        nums = rng.choice([[], [rng.randint(lo, hi)], [rng.randint(lo, hi), rng.randint(lo, hi)]])
    return {"args": [nums]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["dup_max_first", "negative", "all_equal", "dup_max", "tiny", "random"]
    weighted = ["random"] * 3 + ["dup_max"] * 3 + ["dup_max_first", "all_equal", "negative", "tiny"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
