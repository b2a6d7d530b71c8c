import random


def _connected(rng: random.Random, n: int, extra: int, wmax: int) -> list[list[int]]:
    order = list(range(n))
    rng.shuffle(order)
    cables = [[order[i], order[rng.randrange(i)], rng.randint(1, wmax)] for i in range(1, n)]
    cables += [[rng.randrange(n), rng.randrange(n), rng.randint(1, wmax)] for _ in range(extra)]
    return cables


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "tiny":
        n = rng.randint(1, 3)
        cables = [[rng.randrange(n), rng.randrange(n), rng.randint(1, 9)] for _ in range(rng.randint(0, 4))]
    elif kind == "parallel":
        n = rng.randint(2, 40)
        cables = _connected(rng, n, n, 50)
        for _ in range(rng.randint(2, 10)):
            u, v, w = rng.choice(cables)
            cables.append([v, u, rng.randint(1, 50)])
    elif kind == "split":
        n = rng.randint(3, 300)
        cut = rng.randint(1, n - 1)
        cables = [[rng.randrange(cut), rng.randrange(cut), rng.randint(1, 1000)] for _ in range(2 * cut)]
        cables += [[rng.randrange(cut, n), rng.randrange(cut, n), rng.randint(1, 1000)]
                   for _ in range(2 * (n - cut))]
    elif kind == "large":
        n = rng.randint(3000, 5000)
        cables = _connected(rng, n, 2 * n, 10**6)
    else:
        n = rng.randint(2, 800)
        cables = _connected(rng, n, rng.randint(0, 3 * n), rng.choice([5, 100, 10**6]))
    rng.shuffle(cables)
    cables = [[v, u, w] if rng.random() < 0.5 else [u, v, w] for u, v, w in cables]
    return {"args": [n, cables]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "parallel", "split", "tiny", "large"]
    weighted = ["random"] * 5 + ["parallel"] * 2 + ["split"] * 2 + ["tiny"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
