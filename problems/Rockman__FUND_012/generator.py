import random


def _case(rng: random.Random, kind: str) -> list:
    if kind == "large":
        n = rng.randint(20000, 30000)
        heights = [rng.randint(0, 10**9) for _ in range(n)]
    elif kind == "duplicates":
        n = rng.randint(2, 300)
        heights = [rng.randint(0, 5) for _ in range(n)]
    elif kind == "two":
        n = 2
        heights = [rng.randint(0, 10**9), rng.randint(0, 10**9)]
    else:
        n = rng.choice([rng.randint(2, 10), rng.randint(2, 400), rng.randint(1000, 3000)])
        top = rng.choice([50, 10**4, 10**9])
        heights = [rng.randint(0, top) for _ in range(n)]
    pairs = n * (n - 1) // 2
    r = rng.random()
    if r < 0.2:
        k = 1
    elif r < 0.35:
        k = pairs
    else:
        k = rng.randint(1, pairs)
    return [heights, k]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "duplicates", "two", "random", "duplicates"]
    cases = []
    for i in range(count):
        if i < len(fixed):
            kind = fixed[i]
        elif split == "hidden" and i % 20 == 7:
            kind = "large"
        else:
            kind = rng.choice(["random"] * 3 + ["duplicates", "two"])
        cases.append({"args": _case(rng, kind)})
    return cases
