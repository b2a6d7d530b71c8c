import random


def _dag(rng: random.Random, n: int, m: int) -> list[list[int]]:
    order = list(range(n))
    rng.shuffle(order)
    edges = []
    for _ in range(m):
        i, j = rng.randrange(n), rng.randrange(n)
        if i != j:
            i, j = min(i, j), max(i, j)
            edges.append([order[i], order[j]])
    return edges


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "chain":
        n = rng.randint(2, 2000)
        order = list(range(n))
        rng.shuffle(order)
        edges = [[order[i], order[i + 1]] for i in range(n - 1)]
        for _ in range(rng.randint(0, n)):
            i, j = sorted(rng.sample(range(n), 2))
            edges.append([order[i], order[j]])
        rng.shuffle(edges)
        return {"args": [n, edges]}
    if kind == "repeats":
        n = rng.randint(2, 100)
        edges = _dag(rng, n, rng.randint(1, 3 * n))
        edges += [list(e) for e in rng.choices(edges, k=len(edges))] if edges else []
        rng.shuffle(edges)
        return {"args": [n, edges]}
    if kind == "self_loop":
        n = rng.randint(1, 100)
        edges = _dag(rng, n, rng.randint(0, 2 * n))
        v = rng.randrange(n)
        edges.append([v, v])
        rng.shuffle(edges)
        return {"args": [n, edges]}
    if kind == "cycle":
        n = rng.randint(3, 300)
        edges = _dag(rng, n, rng.randint(n, 3 * n))
        a, b = rng.sample(range(n), 2)
        mid = rng.randrange(n)
        edges += [[a, b], [b, mid], [mid, a]] if mid not in (a, b) else [[a, b], [b, a]]
        rng.shuffle(edges)
        return {"args": [n, edges]}
    if kind == "no_edges":
        return {"args": [rng.randint(1, 50), []]}
    if kind == "large":
        n = rng.randint(3000, 5000)
        return {"args": [n, _dag(rng, n, rng.randint(n, 20000))]}
    n = rng.randint(2, 400)
    return {"args": [n, _dag(rng, n, rng.randint(0, 4 * n))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "repeats", "self_loop", "cycle", "chain", "large", "no_edges"]
    weighted = ["random"] * 4 + ["repeats", "repeats", "self_loop", "cycle", "cycle", "chain",
                                 "large", "no_edges"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
