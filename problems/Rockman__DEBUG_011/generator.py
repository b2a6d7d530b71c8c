import random


def _tree_edges(rng: random.Random, nodes: list[int]) -> list[list[int]]:
    edges = []
    for i in range(1, len(nodes)):
        edges.append([nodes[i], nodes[rng.randrange(max(0, i - 3), i)]])
    return edges


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "long_chain":
        n = rng.randint(1500, 2000)
        order = list(range(n))
        rng.shuffle(order)
        edges = [[order[i], order[i + 1]] for i in range(n - 1)]
        for _ in range(rng.randint(0, 20)):
            i = rng.randrange(n - 1)
            edges.append([order[i], order[i + 1]])
        rng.shuffle(edges)
        return {"args": [n, edges]}
    n = rng.choice([rng.randint(1, 8), rng.randint(2, 100), rng.randint(100, 2000)])
    nodes = list(range(n))
    rng.shuffle(nodes)
    edges = _tree_edges(rng, nodes)
    if kind == "doubled":
        # parallel copies of some tree edges: those are no longer bridges
        for e in rng.sample(edges, len(edges) // 2) if edges else []:
            edges.append([e[1], e[0]] if rng.random() < 0.5 else list(e))
    elif kind == "components":
        cut = rng.randint(0, len(edges))
        edges = rng.sample(edges, cut)
        for _ in range(rng.randint(0, n // 4 + 1)):
            edges.append([rng.randrange(n), rng.randrange(n)])
    elif kind == "loops":
        for _ in range(rng.randint(1, 5)):
            v = rng.randrange(n)
            edges.append([v, v])
    else:
        for _ in range(rng.randint(0, n // 3 + 1)):
            a = rng.randrange(n)
            edges.append([a, rng.randrange(n)])
    rng.shuffle(edges)
    return {"args": [n, edges]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["doubled", "long_chain", "components", "random", "loops"]
    weighted = ["random"] * 3 + ["doubled"] * 3 + ["components"] * 2 + ["loops", "long_chain"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
