import random


def _clustered(rng: random.Random, n: int, clusters: int, extra: int) -> list[list[int]]:
    """Random strongly connected clusters plus random one-way links between clusters."""
    labels = list(range(n))
    rng.shuffle(labels)
    cuts = sorted(rng.sample(range(1, n), min(n - 1, clusters - 1))) if n > 1 else []
    groups = [labels[a:b] for a, b in zip([0] + cuts, cuts + [n])]
    roads = []
    for g in groups:
        if len(g) > 1:
            roads += [[g[i], g[(i + 1) % len(g)]] for i in range(len(g))]
    rank = {v: i for i, g in enumerate(groups) for v in g}
    for _ in range(extra):
        u, v = rng.randrange(n), rng.randrange(n)
        if rank[u] < rank[v] or rng.random() < 0.05:
            roads.append([u, v])
    rng.shuffle(roads)
    return roads


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "large_chain":
        # one long path plus scattered clusters: deep DFS, many components
        n = 30000
        order = list(range(n))
        rng.shuffle(order)
        roads = [[order[i], order[i + 1]] for i in range(n - 1)]
        roads += [[order[j], order[i]] for i, j in
                  (sorted(rng.sample(range(n), 2)) for _ in range(rng.randint(10, 200)))
                  if j - i < 50]
        roads += [[rng.randrange(n), rng.randrange(n)] for _ in range(20000)]
        rng.shuffle(roads)
        return {"args": [n, roads]}
    if kind == "strong":
        n = rng.randint(2, 300)
        roads = _clustered(rng, n, 1, rng.randint(0, n))
        roads += [[v, v] for v in rng.sample(range(n), min(n, 3))]
        return {"args": [n, roads]}
    if kind == "isolated":
        n = rng.randint(2, 100)
        roads = _clustered(rng, n, rng.randint(1, n), rng.randint(0, n // 3))
        return {"args": [n, roads]}
    if kind == "star":
        # many sources into one hub or one hub into many sinks: sources and sinks differ a lot
        n = rng.randint(3, 500)
        hub = rng.randrange(n)
        out = rng.random() < 0.5
        roads = [[hub, v] if out else [v, hub] for v in range(n) if v != hub]
        roads += [list(r) for r in rng.sample(roads, min(len(roads), 5))]
        return {"args": [n, roads]}
    if kind == "tiny":
        n = rng.randint(1, 3)
        return {"args": [n, [[rng.randrange(n), rng.randrange(n)] for _ in range(rng.randint(0, 4))]]}
    n = rng.randint(2, 1500)
    roads = _clustered(rng, n, rng.randint(1, max(1, n // rng.choice([2, 10, 50]))),
                       rng.randint(0, 2 * n))
    return {"args": [n, roads]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "strong", "isolated", "star", "tiny"]
    if split == "hidden":
        fixed = ["large_chain", "large_chain"] + fixed
    weighted = ["random"] * 5 + ["strong", "strong", "isolated", "isolated", "star", "tiny"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
