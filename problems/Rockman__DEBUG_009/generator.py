import random


def _case(rng: random.Random, kind: str) -> dict:
    n = rng.choice([rng.randint(2, 8), rng.randint(2, 200), rng.randint(500, 2000)])
    roads = []
    if kind == "detour":
        # a direct expensive road plus a cheap multi-road detour
        n = max(n, 6)
        path = rng.sample(range(n), rng.randint(3, min(n, 8)))
        for a, b in zip(path, path[1:]):
            roads.append([a, b, rng.randint(0, 10)])
        roads.append([path[0], path[-1], rng.randint(100, 1000)])
        for _ in range(rng.randint(0, min(3 * n, 5000))):
            roads.append([rng.randrange(n), rng.randrange(n), rng.randint(0, 10**6)])
        rng.shuffle(roads)
        return {"args": [n, roads, path[0], path[-1]]}
    if kind == "split":
        # two components; the target sits in the other one
        cut = rng.randint(1, n - 1)
        for _ in range(rng.randint(0, min(2 * n, 2500))):
            a, b = rng.randrange(cut), rng.randrange(cut)
            roads.append([a, b, rng.randint(0, 100)])
            if cut < n:
                c, d = rng.randrange(cut, n), rng.randrange(cut, n)
                roads.append([c, d, rng.randint(0, 100)])
        return {"args": [n, roads, rng.randrange(cut), rng.randrange(cut, n)]}
    if kind == "same":
        s = rng.randrange(n)
        for _ in range(rng.randint(0, n)):
            roads.append([rng.randrange(n), rng.randrange(n), rng.randint(0, 100)])
        return {"args": [n, roads, s, s]}
    m = rng.randint(n - 1, min(5000, 3 * n))
    tree = list(range(n))
    rng.shuffle(tree)
    for i in range(1, n):
        roads.append([tree[i], tree[rng.randrange(i)], rng.randint(0, 1000)])
    while len(roads) < m:
        roads.append([rng.randrange(n), rng.randrange(n), rng.randint(0, 1000)])
    rng.shuffle(roads)
    for road in roads:
        if rng.random() < 0.5:
            road[0], road[1] = road[1], road[0]
    s, t = rng.randrange(n), rng.randrange(n)
    return {"args": [n, roads, s, t]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["detour", "random", "split", "same", "detour"]
    weighted = ["random"] * 4 + ["detour"] * 4 + ["split", "same"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
