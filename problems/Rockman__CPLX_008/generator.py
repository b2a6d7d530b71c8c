import random


def _case(rng: random.Random, kind: str) -> list:
    if kind == "staircase":
        # blocks of equal-length increasing runs: astronomically many longest climbs
        block = rng.randint(2, 4)
        heights = []
        for level in range(700 // block):
            heights += [level * 10 + rng.randint(0, 5) for _ in range(block)]
        return [heights]
    if kind == "large":
        return [[rng.randint(-10**9, 10**9) for _ in range(700)]]
    if kind == "equal":
        return [[rng.randint(-5, 5)] * rng.randint(1, 50)]
    if kind == "decreasing":
        return [sorted((rng.randint(-1000, 1000) for _ in range(rng.randint(1, 60))),
                       reverse=True)]
    if kind == "few_values":
        return [[rng.randint(0, 3) for _ in range(rng.randint(1, 200))]]
    n = rng.randint(1, rng.choice([10, 60, 300]))
    span = rng.choice([5, 100, 10**9])
    return [[rng.randint(-span, span) for _ in range(n)]]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["few_values", "equal", "decreasing", "random", "staircase"]
    if split == "hidden":
        fixed = ["staircase", "large"] + fixed
    weighted = ["random"] * 5 + ["few_values"] * 3 + ["equal", "decreasing", "staircase"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
