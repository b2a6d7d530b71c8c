import random


def _layered(rng: random.Random, layers: int, width: int) -> tuple[int, list[list[int]]]:
    """Layers of equal-weight complete bipartite links: a huge number of shortest routes."""
    n = 2 + layers * width
    edges = [[0, 1 + j, 1] for j in range(width)]
    for layer in range(layers - 1):
        for a in range(width):
            for b in range(width):
                edges.append([1 + layer * width + a, 1 + (layer + 1) * width + b, 1])
    edges += [[1 + (layers - 1) * width + a, n - 1, 1] for a in range(width)]
    if rng.random() < 0.5:
        edges.append([0, n - 1, layers + rng.randint(0, 2)])
    rng.shuffle(edges)
    return n, edges


def _random_graph(rng: random.Random, n: int, m: int, wmax: int) -> list[list[int]]:
    return [[rng.randrange(n), rng.randrange(n), rng.randint(1, wmax)] for _ in range(m)]


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "layered":
        n, edges = _layered(rng, rng.randint(8, 30), rng.randint(3, 6))
        return {"args": [n, edges]}
    if kind == "ties":
        # small weights: many equal-length routes and repeated pushes of one junction
        n = rng.randint(5, 300)
        return {"args": [n, _random_graph(rng, n, rng.randint(n, 5 * n), rng.randint(1, 3))]}
    if kind == "unreachable":
        n = rng.randint(2, 200)
        edges = [e for e in _random_graph(rng, n, rng.randint(0, 3 * n), 100) if e[1] != n - 1]
        return {"args": [n, edges]}
    if kind == "large":
        n = 20000
        order = list(range(1, n - 1))
        rng.shuffle(order)
        path = [0] + order + [n - 1]
        edges = [[path[i], path[i + 1], rng.randint(1, 5)] for i in range(n - 1)]
        edges += _random_graph(rng, n, 60000 - len(edges), 10**6)
        rng.shuffle(edges)
        return {"args": [n, edges]}
    if kind == "tiny":
        n = rng.randint(1, 3)
        return {"args": [n, _random_graph(rng, n, rng.randint(0, 5), 3)]}
    n = rng.randint(2, 1000)
    return {"args": [n, _random_graph(rng, n, rng.randint(0, 4 * n), rng.choice([5, 100, 10**6]))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["ties", "layered", "random", "unreachable", "tiny"]
    if split == "hidden":
        fixed = ["large", "large"] + fixed
    weighted = ["random"] * 4 + ["ties"] * 3 + ["layered", "layered", "unreachable", "tiny"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
