import random


def _bound(rng: random.Random, n: int) -> int:
    r = rng.random()
    if r < 0.6:
        return rng.randint(0, max(n - 1, 0))
    if r < 0.8:
        return rng.randint(-10**9, -1)
    return rng.randint(n, 10**9)


def _adjustment(rng: random.Random, n: int) -> list[int]:
    a, b = _bound(rng, n), _bound(rng, n)
    if rng.random() < 0.85:
        a, b = min(a, b), max(a, b)
    return [a, b, rng.randint(-10**4, 10**4)]


def _case(rng: random.Random, kind: str) -> list:
    if kind == "zero_lamps":
        return [0, [_adjustment(rng, 5) for _ in range(rng.randint(0, 5))]]
    if kind == "large":
        n, m = rng.randint(20000, 50000), rng.randint(20000, 50000)
    elif kind == "outside":
        n = rng.randint(1, 20)
        adj = []
        for _ in range(rng.randint(1, 10)):
            if rng.random() < 0.5:
                adj.append([rng.randint(-50, -2), -1, rng.randint(-9, 9)])
            else:
                adj.append([n, n + rng.randint(0, 50), rng.randint(-9, 9)])
        adj.append([0, n - 1, 1])
        return [n, adj]
    else:
        n, m = rng.randint(1, 200), rng.randint(0, 200)
    return [n, [_adjustment(rng, n) for _ in range(m)]]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "outside", "zero_lamps", "random", "large"]
    cases = []
    for i in range(count):
        if i < len(fixed):
            kind = fixed[i]
        elif split == "hidden" and i % 20 == 15:
            kind = "large"
        else:
            kind = rng.choice(["random"] * 4 + ["outside"])
        cases.append({"args": _case(rng, kind)})
    return cases
