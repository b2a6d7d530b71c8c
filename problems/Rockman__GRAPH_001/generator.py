import random


def _random_edges(rng: random.Random, n: int, m: int) -> list[list[int]]:
    return [[rng.randrange(n), rng.randrange(n)] for _ in range(m)]


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "path":
        n = rng.randint(2, 300)
        order = list(range(n))
        rng.shuffle(order)
        edges = [[order[i], order[i + 1]] for i in range(n - 1)]
        rng.shuffle(edges)
        return {"args": [n, edges]}
    if kind == "split":
        # two halves with no edge between them
        n = rng.randint(4, 400)
        cut = rng.randint(1, n - 1)
        edges = [[rng.randrange(cut), rng.randrange(cut)] for _ in range(rng.randint(0, 2 * cut))]
        edges += [[rng.randint(cut, n - 1), rng.randint(cut, n - 1)]
                  for _ in range(rng.randint(0, 2 * (n - cut)))]
        return {"args": [n, edges]}
    if kind == "messy":
        n = rng.randint(2, 50)
        edges = _random_edges(rng, n, rng.randint(1, 60))
        edges += [[v, v] for v in rng.sample(range(n), min(n, 5))]
        edges += [[b, a] for a, b in rng.sample(edges, min(len(edges), 10))]
        rng.shuffle(edges)
        return {"args": [n, edges]}
    if kind == "cycle_to_zero":
        # a cycle through 0: a depth-first order walks the long way round
        n = rng.randint(5, 200)
        edges = [[i, (i + 1) % n] for i in range(n)]
        rng.shuffle(edges)
        return {"args": [n, edges]}
    if kind == "large":
        n = rng.randint(3000, 5000)
        return {"args": [n, _random_edges(rng, n, rng.randint(n, 20000))]}
    if kind == "single":
        return {"args": [1, [[0, 0]] * rng.randint(0, 2)]}
    n = rng.randint(2, 500)
    return {"args": [n, _random_edges(rng, n, rng.randint(0, 3 * n))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "path", "split", "messy", "cycle_to_zero", "large", "single"]
    weighted = ["random"] * 4 + ["path", "split", "split", "messy", "messy", "cycle_to_zero",
                                 "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
