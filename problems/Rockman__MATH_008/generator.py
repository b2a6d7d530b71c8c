import random


def _connected(rng: random.Random, n: int, extra: int) -> list[list[int]]:
    order = list(range(n))
    rng.shuffle(order)
    cables = [[order[i], order[rng.randrange(i)]] for i in range(1, n)]
    for _ in range(extra):
        cables.append([rng.randrange(n), rng.randrange(n)])
    rng.shuffle(cables)
    return [c if rng.random() < 0.5 else c[::-1] for c in cables]


def _case(rng: random.Random, kind: str) -> list:
    if kind == "complete":
        n = rng.randint(20, 40)
        cables = [[u, v] for u in range(n) for v in range(u + 1, n)]
        rng.shuffle(cables)
        return [n, cables[:400]]
    if kind == "parallel":
        n = rng.randint(2, 10)
        cables = _connected(rng, n, 0)
        cables += [list(rng.choice(cables)) for _ in range(rng.randint(1, 20))]
        return [n, cables]
    if kind == "loops":
        n = rng.randint(2, 15)
        cables = _connected(rng, n, rng.randint(0, 10))
        cables += [[x, x] for x in (rng.randrange(n) for _ in range(rng.randint(1, 8)))]
        rng.shuffle(cables)
        return [n, cables]
    if kind == "disconnected":
        n = rng.randint(2, 20)
        cut = rng.randint(1, n - 1)
        left = _connected(rng, cut, rng.randint(0, 10))
        right = [[u + cut, v + cut] for u, v in _connected(rng, n - cut, rng.randint(0, 10))]
        return [n, left + right]
    if kind == "single":
        return [1, [[0, 0]] * rng.randint(0, 3)]
    if kind == "tree":
        n = rng.randint(2, 40)
        return [n, _connected(rng, n, 0)]
    n = rng.randint(2, rng.choice([8, 25, 40]))
    return [n, _connected(rng, n, rng.randint(0, min(400 - n, 10 * n)))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["complete", "parallel", "loops", "disconnected", "random", "single", "tree"]
    weighted = ["random"] * 5 + ["parallel", "parallel", "loops", "loops", "disconnected",
                                 "complete", "tree", "single"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
