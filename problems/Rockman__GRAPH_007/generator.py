import random


def _edges(rng: random.Random, n: int, m: int, lo: int, hi: int) -> list[list[int]]:
    return [[rng.randrange(n), rng.randrange(n), rng.randint(lo, hi)] for _ in range(m)]


def _potential_edges(rng: random.Random, n: int, m: int) -> list[list[int]]:
    """Negative edges but no negative cycle: w = base + p[v] - p[u] with base >= 0."""
    p = [rng.randint(0, 1000) for _ in range(n)]
    out = []
    for _ in range(m):
        u, v = rng.randrange(n), rng.randrange(n)
        out.append([u, v, rng.randint(0, 50) + p[u] - p[v]])
    return out


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "long_path":
        # a path visited in reverse edge order: needs all n - 1 rounds
        n = rng.randint(3, 120)
        order = list(range(n))
        rng.shuffle(order)
        edges = [[order[i], order[i + 1], rng.randint(-100, 100)] for i in range(n - 1)]
        edges.reverse()
        return {"args": [n, edges, order[0]]}
    if kind == "hidden_cycle":
        # a negative cycle that the source cannot reach, with negative edges out of it
        n = rng.randint(4, 100)
        cut = rng.randint(2, n - 2)
        edges = _potential_edges(rng, cut, rng.randint(cut, 3 * cut))
        a, b = rng.randint(cut, n - 1), rng.randint(cut, n - 1)
        edges += [[a, b, -5], [b, a, -5], [a, rng.randrange(cut), -7]]
        rng.shuffle(edges)
        return {"args": [n, edges, rng.randrange(cut)]}
    if kind == "reachable_cycle":
        n = rng.randint(4, 120)
        edges = _potential_edges(rng, n, rng.randint(n, 4 * n))
        cyc = rng.sample(range(n), rng.randint(1, 4))
        for i in range(len(cyc)):
            edges.append([cyc[i], cyc[(i + 1) % len(cyc)], -rng.randint(1, 20)])
        # a tail leaving the cycle
        for _ in range(rng.randint(1, 5)):
            edges.append([rng.choice(cyc), rng.randrange(n), rng.randint(0, 100)])
        rng.shuffle(edges)
        return {"args": [n, edges, rng.randrange(n)]}
    if kind == "no_cycle":
        n = rng.randint(2, 120)
        edges = _potential_edges(rng, n, rng.randint(0, 6 * n))
        return {"args": [n, edges, rng.randrange(n)]}
    if kind == "tiny":
        n = rng.randint(1, 3)
        return {"args": [n, _edges(rng, n, rng.randint(0, 4), -3, 3), rng.randrange(n)]}
    n = rng.randint(2, 120)
    return {"args": [n, _edges(rng, n, rng.randint(0, min(800, 3 * n)), -20, 200),
                     rng.randrange(n)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["long_path", "hidden_cycle", "reachable_cycle", "no_cycle", "random", "tiny"]
    weighted = ["random"] * 3 + ["long_path", "long_path", "hidden_cycle", "hidden_cycle",
                                 "reachable_cycle", "reachable_cycle", "no_cycle", "tiny"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
