import random


def _forest(rng: random.Random, n: int, groups: int) -> list[list[int]]:
    """Random trees over a random split of the computers into at most `groups` groups."""
    order = list(range(n))
    rng.shuffle(order)
    cuts = sorted(rng.sample(range(1, n), min(groups, n) - 1)) if n > 1 else []
    cables = []
    start = 0
    for end in cuts + [n]:
        part = order[start:end]
        for i in range(1, len(part)):
            cables.append([part[i], part[rng.randrange(i)]])
        start = end
    return cables


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "chain":
        n = rng.randint(3000, 6000)
        order = list(range(n))
        rng.shuffle(order)
        cables = [[order[i], order[i + 1]] for i in range(n - 1)]
        cables += [[order[-1], order[0]]] if rng.random() < 0.5 else []
    elif kind == "tiny":
        n = rng.randint(1, 4)
        cables = [[rng.randrange(n), rng.randrange(n)] for _ in range(rng.randint(0, 4))]
    elif kind == "loops":
        n = rng.randint(2, 30)
        cables = _forest(rng, n, rng.randint(1, 4))
        cables += [[x, x] for x in rng.sample(range(n), rng.randint(1, min(n, 5)))]
    elif kind == "repeats":
        n = rng.randint(2, 30)
        cables = _forest(rng, n, rng.randint(1, 4))
        for _ in range(rng.randint(1, 6)):
            u, v = rng.choice(cables) if cables else (0, 1)
            cables.append([v, u] if rng.random() < 0.5 else [u, v])
    elif kind == "groups":
        n = rng.randint(5, 500)
        cables = _forest(rng, n, rng.randint(2, 10))
        cables += [[rng.randrange(n), rng.randrange(n)] for _ in range(rng.randint(0, n // 3))]
    else:
        n = rng.randint(1, 3000)
        cables = [[rng.randrange(n), rng.randrange(n)] for _ in range(rng.randint(0, 2 * n))]
    rng.shuffle(cables)
    return {"args": [n, cables]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["loops", "repeats", "groups", "chain", "tiny", "random"]
    weighted = ["random"] * 3 + ["groups"] * 3 + ["loops", "repeats", "tiny", "chain"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
