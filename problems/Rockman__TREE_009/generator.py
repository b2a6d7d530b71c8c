import random


def _tree_edges(rng: random.Random, n: int, style: str) -> list[list[int]]:
    par = [-1] * n
    for i in range(1, n):
        if style == "path":
            par[i] = i - 1
        elif style == "broom":
            par[i] = i - 1 if i < n // 2 else rng.randrange(n // 2)
        elif style == "caterpillar":
            par[i] = i - 1 if i % 2 else max(0, i - rng.randint(1, 4))
        elif style == "binary":
            par[i] = (i - 1) // 2
        else:
            par[i] = rng.randrange(max(0, i - rng.choice([2, 10, i])), i)
    label = list(range(n))
    rng.shuffle(label)
    edges = []
    for i in range(1, n):
        a, b = label[i], label[par[i]]
        edges.append([a, b] if rng.random() < 0.5 else [b, a])
    rng.shuffle(edges)
    return edges


def _comb_case(rng: random.Random) -> dict:
    # a long spine from junction 0, every spine junction also carrying one leaf; each leaf edge
    # is listed before the spine edge below it, so a wrong heavy-child choice (the first child
    # seen instead of the largest subtree) breaks the spine into thousands of light edges
    m = rng.randint(4500, 5000)
    label = list(range(1, 2 * m))
    rng.shuffle(label)
    spine = [0] + label[: m - 1]
    leaves = label[m - 1 :]
    edges = []
    for i in range(m):
        pair = [spine[i], leaves[i]]
        edges.append(pair if rng.random() < 0.5 else pair[::-1])
        if i + 1 < m:
            pair = [spine[i], spine[i + 1]]
            edges.append(pair if rng.random() < 0.5 else pair[::-1])
    n = 2 * m
    values = [rng.randint(-100, 100) for _ in range(n)]
    queries = []
    for _ in range(rng.randint(4000, 5000)):
        if rng.random() < 0.2:
            queries.append([1, rng.randrange(n), rng.randint(-100, 100)])
        else:
            queries.append([2, rng.randrange(n), rng.randrange(n)])
    return {"args": [n, edges, values, queries]}


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "comb":
        return _comb_case(rng)
    if kind == "single":
        n = 1
    elif kind == "large":
        n = rng.randint(8000, 10000)
    else:
        n = rng.randint(2, 300)
    style = rng.choice(["random", "path", "broom", "caterpillar", "binary"])
    edges = _tree_edges(rng, n, style)
    lo = -10**9 if kind == "negative" else rng.choice([-10**9, -100, -5])
    hi = -1 if kind == "negative" else rng.choice([10**9, 100, 5])
    values = [rng.randint(lo, hi) for _ in range(n)]
    q = rng.randint(4000, 5000) if kind == "large" else rng.randint(1, 300)
    queries = []
    for _ in range(q):
        if rng.random() < 0.3:
            queries.append([1, rng.randrange(n), rng.randint(lo, hi)])
        else:
            queries.append([2, rng.randrange(n), rng.randrange(n)])
    return {"args": [n, edges, values, queries]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["comb", "random", "negative", "single", "random"]
    if split == "hidden":
        fixed = ["large"] + fixed
    weighted = ["random"] * 8 + ["negative"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
