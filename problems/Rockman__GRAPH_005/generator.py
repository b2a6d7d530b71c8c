import random


def _bipartite(rng: random.Random, n: int, m: int) -> list[list[int]]:
    colour = [rng.randint(0, 1) for _ in range(n)]
    left = [v for v in range(n) if colour[v] == 0]
    right = [v for v in range(n) if colour[v] == 1]
    if not left or not right:
        return []
    edges = []
    for _ in range(m):
        a, b = rng.choice(left), rng.choice(right)
        edges.append([a, b] if rng.random() < 0.5 else [b, a])
    return edges


def _groups(rng: random.Random, n: int) -> list[list[int]]:
    """Several separate stars and paths whose first player is on the larger side."""
    edges = []
    v = 0
    while v < n - 1:
        size = rng.randint(2, min(8, n - v))
        centre = v + rng.randrange(size)
        for u in range(v, v + size):
            if u != centre:
                edges.append([centre, u] if rng.random() < 0.5 else [u, centre])
        v += size
    rng.shuffle(edges)
    return edges


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "groups":
        n = rng.randint(4, 300)
        return {"args": [n, _groups(rng, n)]}
    if kind == "odd_cycle":
        n = rng.randint(3, 200)
        edges = _bipartite(rng, n, rng.randint(0, 2 * n))
        k = rng.choice([3, 5, 7]) if n >= 7 else 3
        cyc = rng.sample(range(n), k)
        edges += [[cyc[i], cyc[(i + 1) % k]] for i in range(k)]
        rng.shuffle(edges)
        return {"args": [n, edges]}
    if kind == "self":
        n = rng.randint(1, 100)
        edges = _bipartite(rng, n, rng.randint(0, n))
        v = rng.randrange(n)
        edges.insert(rng.randint(0, len(edges)), [v, v])
        return {"args": [n, edges]}
    if kind == "duplicates":
        n = rng.randint(2, 100)
        edges = _bipartite(rng, n, rng.randint(1, n))
        edges += [[b, a] for a, b in edges]
        rng.shuffle(edges)
        return {"args": [n, edges]}
    if kind == "large":
        n = rng.randint(3000, 5000)
        return {"args": [n, _bipartite(rng, n, rng.randint(n // 2, 20000))]}
    n = rng.randint(1, 600)
    return {"args": [n, _bipartite(rng, n, rng.randint(0, 2 * n))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["groups", "random", "odd_cycle", "self", "duplicates", "large"]
    weighted = ["random"] * 4 + ["groups"] * 3 + ["odd_cycle", "self", "duplicates", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
