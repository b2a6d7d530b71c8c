import random


def _random_parents(rng: random.Random, n: int, style: str) -> list[int]:
    """A parent array (root has -1) for a tree on n nodes with shuffled labels."""
    par = [-1] * n
    for i in range(1, n):
        if style == "path":
            par[i] = i - 1
        elif style == "star":
            par[i] = 0
        elif style == "caterpillar":
            par[i] = i - 1 if i % 3 else max(0, i - rng.randint(1, 3))
        elif style == "deep":
            par[i] = rng.randint(max(0, i - 3), i - 1)
        elif style == "binary":
            par[i] = (i - 1) // 2
        else:
            par[i] = rng.randrange(i)
    label = list(range(n))
    rng.shuffle(label)
    out = [-1] * n
    for i in range(n):
        out[label[i]] = -1 if par[i] == -1 else label[par[i]]
    return out


def _depths(parents: list[int]) -> list[int]:
    n = len(parents)
    children: list[list[int]] = [[] for _ in range(n)]
    root = -1
    for c, p in enumerate(parents):
        if p == -1:
            root = c
        else:
            children[p].append(c)
    depth = [0] * n
    order = [root]
    for node in order:
        for c in children[node]:
            depth[c] = depth[node] + 1
            order.append(c)
    return depth


def _queries(rng: random.Random, depth: list[int], q: int, deep_bias: bool) -> list[list[int]]:
    n = len(depth)
    by_depth = sorted(range(n), key=depth.__getitem__)
    out = []
    for _ in range(q):
        if deep_bias and rng.random() < 0.7:
            v = by_depth[n - 1 - rng.randrange(max(1, n // 10))]
        else:
            v = rng.randrange(n)
        d = depth[v]
        r = rng.random()
        if r < 0.35:
            k = rng.randint(0, d)
        elif r < 0.5:
            k = d
        elif r < 0.65:
            k = d + rng.randint(1, 3)
        elif r < 0.8:
            k = 1 << rng.randint(0, 15)
        elif r < 0.9:
            k = rng.randint(0, 10**9)
        else:
            k = rng.choice([0, 1, 10**9])
        out.append([v, k])
    return out


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "huge":
        n = rng.randint(19000, 20000)
        parents = _random_parents(rng, n, "path")
        q = rng.randint(19000, 20000)
        return {"args": [parents, _queries(rng, _depths(parents), q, True)]}
    if kind == "power_path":
        # a path one node longer than a power of two: the deepest node's root is 2**m steps up
        m = rng.randint(1, 10)
        n = (1 << m) + rng.randint(1, 2)
        parents = _random_parents(rng, n, "path")
        depth = _depths(parents)
        deepest = max(range(n), key=depth.__getitem__)
        queries = [[deepest, depth[deepest]], [deepest, 1 << m]] + _queries(rng, depth, rng.randint(1, 50), True)
        return {"args": [parents, queries]}
    if kind == "single":
        return {"args": [[-1], [[0, rng.choice([0, 1, 2, 10**9])] for _ in range(rng.randint(1, 5))]]}
    if kind == "no_queries":
        return {"args": [_random_parents(rng, rng.randint(1, 50), "random"), []]}
    n = rng.randint(2, rng.choice([20, 300, 3000]))
    style = rng.choice(["random", "random", "star", "binary", "deep", "caterpillar", "path"])
    parents = _random_parents(rng, n, style)
    return {"args": [parents, _queries(rng, _depths(parents), rng.randint(1, min(3 * n, 2000)), False)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "power_path", "random", "single", "power_path", "huge", "no_queries", "huge"]
    weighted = ["random"] * 6 + ["power_path"] * 3 + ["single"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        if kind == "huge" and split != "hidden":
            kind = "random"
        cases.append(_case(rng, kind))
    return cases
