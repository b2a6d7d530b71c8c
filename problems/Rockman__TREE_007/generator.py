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


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "huge":
        n = rng.randint(19000, 20000)
        style = rng.choice(["path", "caterpillar"])
        q = rng.randint(19000, 20000)
    elif kind == "single":
        n, style, q = 1, "random", rng.randint(1, 10)
    else:
        n = rng.randint(2, 300)
        style = rng.choice(["random", "random", "star", "binary", "deep", "caterpillar", "path"])
        q = rng.randint(0 if kind == "no_queries" else 1, 0 if kind == "no_queries" else 300)
    parents = _random_parents(rng, n, style)
    values = [rng.randint(-10**9, 10**9) for _ in range(n)]
    # depth order lets the huge cases aim at nodes near the root
    root = parents.index(-1)
    children: list[list[int]] = [[] for _ in range(n)]
    for c, p in enumerate(parents):
        if p != -1:
            children[p].append(c)
    order = [root]
    for node in order:
        order.extend(children[node])
    queries = []
    for _ in range(q):
        if kind == "huge":
            u = order[rng.randrange(max(1, n // 10))] if rng.random() < 0.8 else rng.randrange(n)
            if rng.random() < 0.5:
                queries.append([2, u, 0])
            else:
                # updates deep in the chain, far below the root
                queries.append([1, order[n - 1 - rng.randrange(max(1, n // 10))],
                                rng.randint(-10**9, 10**9)])
        elif rng.random() < 0.5:
            queries.append([2, rng.randrange(n), 0])
        else:
            queries.append([1, rng.randrange(n), rng.choice([0, rng.randint(-10**9, 10**9)])])
    return {"args": [parents, values, queries]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "single", "no_queries", "random"]
    if split == "hidden":
        fixed = ["huge", "huge", "huge"] + fixed
    weighted = ["random"] * 8 + ["single"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
