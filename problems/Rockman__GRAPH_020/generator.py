import math
import random


def _tree_edges(rng: random.Random, n: int) -> list[tuple[int, int]]:
    order = list(range(n))
    rng.shuffle(order)
    edges = []
    for i in range(1, n):
        # attach to a recent node more often, so the tree has long branches as well as bushy parts
        j = rng.randrange(max(0, i - rng.choice([1, 3, i])), i)
        edges.append((order[i], order[j]))
    return edges


def _random_graph(rng: random.Random, n: int, extra: int, max_w: int) -> list[list[int]]:
    seen = set()
    roads = []
    for u, v in _tree_edges(rng, n):
        seen.add((min(u, v), max(u, v)))
        roads.append([u, v, rng.randint(1, max_w)])
    tries = 0
    while extra > 0 and tries < 20 * (extra + 1):
        tries += 1
        u, v = rng.randrange(n), rng.randrange(n)
        if u == v or (min(u, v), max(u, v)) in seen:
            continue
        seen.add((min(u, v), max(u, v)))
        roads.append([u, v, rng.randint(1, max_w)])
        extra -= 1
    return roads


def _geometric(rng: random.Random, n: int, near: int) -> list[list[int]]:
    pts = [(rng.randint(0, 1000), rng.randint(0, 1000)) for _ in range(n)]

    def d(a: int, b: int) -> int:
        return 1 + int(math.dist(pts[a], pts[b]))

    seen = set()
    roads = []

    def add(a: int, b: int) -> None:
        key = (min(a, b), max(a, b))
        if a != b and key not in seen:
            seen.add(key)
            roads.append([a, b, d(a, b)])

    # connect every node to its nearest node among those already connected
    for i in range(1, n):
        add(i, min(range(i), key=lambda j: d(i, j)))
    for i in range(n):
        for j in sorted(range(n), key=lambda j: d(i, j))[1:near + 1]:
            add(i, j)
    return roads


def _grid(rng: random.Random, rows: int, cols: int, keep: float) -> list[list[int]]:
    n = rows * cols
    edges = []
    for r in range(rows):
        for c in range(cols):
            if c + 1 < cols:
                edges.append((r * cols + c, r * cols + c + 1))
            if r + 1 < rows:
                edges.append((r * cols + c, (r + 1) * cols + c))
    rng.shuffle(edges)
    parent = list(range(n))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    roads = []
    for u, v in edges:
        a, b = find(u), find(v)
        if a != b:
            parent[a] = b
            roads.append([u, v, rng.randint(1, 100)])
        elif rng.random() < keep:
            roads.append([u, v, rng.randint(1, 100)])
    return roads


def _stops(rng: random.Random, n: int, count: int) -> list[int]:
    count = min(count, n)
    stops = rng.sample(range(n), count)
    if stops and rng.random() < 0.3:
        stops.append(rng.choice(stops))  # a repeated stop
    if rng.random() < 0.2:
        stops.append(0)
    rng.shuffle(stops)
    return stops


def _case(rng: random.Random, kind: str) -> list:
    if kind == "alone":
        return [1, [], rng.choice([[], [0], [0, 0]])]
    if kind == "no_stops":
        n = rng.randint(2, 12)
        return [n, _random_graph(rng, n, rng.randint(0, 5), 50), rng.choice([[], [0]])]
    if kind == "one_stop":
        n = rng.randint(2, 40)
        return [n, _random_graph(rng, n, rng.randint(0, 40), 1000), [rng.randrange(1, n)]]
    if kind == "tree":
        n = rng.randint(5, 300)
        return [n, _random_graph(rng, n, 0, 10000), _stops(rng, n, rng.randint(2, 60))]
    if kind == "grid":
        rows, cols = rng.randint(3, 20), rng.randint(3, 20)
        n = rows * cols
        return [n, _grid(rng, rows, cols, rng.uniform(0.3, 1.0)), _stops(rng, n, rng.randint(5, 60))]
    if kind == "geo":
        n = rng.randint(30, 400)
        return [n, _geometric(rng, n, rng.randint(2, 4)), _stops(rng, n, rng.randint(10, 60))]
    if kind == "dense":
        n = rng.randint(8, 40)
        extra = min(n * (n - 1) // 2 - (n - 1), rng.randint(n, 6 * n))
        return [n, _random_graph(rng, n, extra, rng.choice([10, 1000])), _stops(rng, n, rng.randint(3, n))]
    if kind == "large":
        n = rng.randint(400, 500)
        if rng.random() < 0.5:
            return [n, _geometric(rng, n, 3), _stops(rng, n, rng.randint(50, 60))]
        return [n, _random_graph(rng, n, rng.randint(500, 2000), 10000), _stops(rng, n, rng.randint(50, 60))]
    n = rng.randint(10, 200)
    return [n, _random_graph(rng, n, rng.randint(0, 3 * n), rng.choice([20, 10000])),
            _stops(rng, n, rng.randint(3, 40))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["geo", "alone", "tree", "grid", "one_stop", "no_stops", "dense", "random", "large"]
    weighted = ["random"] * 3 + ["geo"] * 3 + ["grid"] * 2 + ["tree"] * 2 + ["dense"] * 2 + ["large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
