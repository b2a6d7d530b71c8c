import random


def _random_roads(rng: random.Random, n: int, m: int, wmax: int) -> list[list[int]]:
    return [[rng.randrange(n), rng.randrange(n), rng.randint(1, wmax)] for _ in range(m)]


def _hub(rng: random.Random, core: int, k: int) -> dict:
    """A dense core of cheap roads; every station hangs off it by one very long road."""
    n = core + k
    order = list(range(core))
    rng.shuffle(order)
    roads = [[order[i], order[rng.randrange(i)], rng.randint(1, 100)] for i in range(1, core)]
    roads += _random_roads(rng, core, 2 * core, 100)
    stations = list(range(core, n))
    for s in stations:
        roads.append([s, rng.randrange(core), rng.randint(900000, 1000000)])
    rng.shuffle(roads)
    rng.shuffle(stations)
    roads = [[v, u, w] if rng.random() < 0.5 else [u, v, w] for u, v, w in roads]
    return {"args": [n, roads, stations]}


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "hub_large":
        return _hub(rng, 6000, 300)
    if kind == "hub":
        return _hub(rng, rng.randint(5, 60), rng.randint(2, 8))
    if kind == "far":
        # a long chain of expensive roads: answers above 10**9
        n = rng.randint(1500, 3000)
        roads = [[i, i + 1, rng.randint(900000, 1000000)] for i in range(n - 1)]
        roads += [[i, i, rng.randint(1, 5)] for i in rng.sample(range(n), 5)]
        rng.shuffle(roads)
        stations = rng.sample(range(n), rng.randint(2, 5))
        return {"args": [n, roads, stations]}
    if kind == "tiny":
        n = rng.randint(1, 5)
        roads = _random_roads(rng, n, rng.randint(0, 6), 9)
        return {"args": [n, roads, rng.sample(range(n), rng.randint(1, n))]}
    if kind == "islands":
        # several separate groups; a station alone in its group gets -1
        n = rng.randint(10, 300)
        groups = rng.randint(2, 6)
        label = [rng.randrange(groups) for _ in range(n)]
        members = [[x for x in range(n) if label[x] == g] for g in range(groups)]
        roads = []
        for group in members:
            for _ in range(2 * len(group)):
                roads.append([rng.choice(group), rng.choice(group), rng.randint(1, 1000)])
        stations = rng.sample(range(n), rng.randint(1, min(n, 2 * groups)))
        return {"args": [n, roads, stations]}
    n = rng.randint(2, 2000)
    wmax = rng.choice([3, 100, 10**6])
    roads = _random_roads(rng, n, rng.randint(0, 3 * n), wmax)
    stations = rng.sample(range(n), rng.randint(1, max(1, n // rng.choice([2, 10, 50]))))
    return {"args": [n, roads, stations]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "hub", "far", "islands", "tiny"]
    if split == "hidden":
        fixed = ["hub_large", "hub_large"] + fixed
    weighted = ["random"] * 4 + ["hub"] * 2 + ["islands"] * 2 + ["tiny", "far"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
