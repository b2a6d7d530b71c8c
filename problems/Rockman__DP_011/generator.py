import random

_LIMIT = 10**9


def _case(rng: random.Random, kind: str) -> list:
    if kind == "empty":
        return [[], []]
    if kind == "large":
        n = rng.randint(60000, 100000)
        span = rng.choice([1000, _LIMIT])
        alts = [rng.randint(-span, span) for _ in range(n)]
        return [alts, [rng.randint(1, _LIMIT) for _ in range(n)]]
    n = rng.choice([rng.randint(1, 10), rng.randint(1, 300), rng.randint(500, 2000)])
    if kind == "plateaus":
        alts = [rng.randint(0, 5) for _ in range(n)]
        return [alts, [rng.randint(1, 100) for _ in range(n)]]
    if kind == "rich_short":
        # a long cheap rising chain and a few very rich checkpoints off it
        alts = list(range(n))
        gains = [1] * n
        for _ in range(rng.randint(1, 3)):
            j = rng.randrange(n)
            alts[j] = rng.randint(-5, 5)
            gains[j] = rng.randint(10**6, 10**9)
        return [alts, gains]
    if kind == "descending":
        alts = sorted((rng.randint(-100, 100) for _ in range(n)), reverse=True)
        return [alts, [rng.randint(1, 10**9) for _ in range(n)]]
    span = rng.choice([10, 1000, _LIMIT])
    alts = [rng.randint(-span, span) for _ in range(n)]
    return [alts, [rng.randint(1, rng.choice([10, _LIMIT])) for _ in range(n)]]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["rich_short", "plateaus", "random", "descending", "random", "empty"]
    weighted = ["random"] * 5 + ["plateaus"] * 2 + ["rich_short"] * 2 + ["descending"]
    cases = []
    for i in range(count):
        if i < len(fixed):
            kind = fixed[i]
        elif split == "hidden" and i % 15 == 9:
            kind = "large"
        else:
            kind = rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
