import random


def _relabel(rng: random.Random, parent_of: list[int]) -> list[int]:
    """parent_of describes a tree over 0..n-1 rooted at 0 with parents before children;
    shuffle the numbers so that parents and children come in any order."""
    n = len(parent_of)
    names = list(range(n))
    rng.shuffle(names)
    parent = [0] * n
    for node in range(n):
        up = parent_of[node]
        parent[names[node]] = -1 if up == -1 else names[up]
    return parent


def _shape(rng: random.Random, n: int, kind: str) -> list[int]:
    parent_of = [-1]
    for node in range(1, n):
        if kind == "chain":
            parent_of.append(node - 1)
        elif kind == "star":
            parent_of.append(0)
        elif kind == "caterpillar":
            parent_of.append(node - 1 if node % 2 == 1 or rng.random() < 0.3 else node - 2 + (node < 2))
        elif kind == "deep":
            parent_of.append(max(0, node - rng.randint(1, 3)))
        else:
            parent_of.append(rng.randrange(node))
    return parent_of


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "single":
        return [-1]
    if kind == "pair":
        return rng.choice([[-1, 0], [1, -1]])
    if kind == "chain_long":
        n = rng.randint(20000, 40000)
        return _relabel(rng, _shape(rng, n, "chain"))
    if kind == "deep_large":
        n = rng.randint(20000, 40000)
        return _relabel(rng, _shape(rng, n, rng.choice(["deep", "caterpillar"])))
    if kind == "sorted":
        # parents numbered before children, no shuffle
        return _shape(rng, rng.randint(2, 40), rng.choice(["random", "deep"]))
    n = rng.randint(2, 60)
    return _relabel(rng, _shape(rng, n, rng.choice(["random", "random", "chain", "star", "caterpillar", "deep"])))


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "single", "chain_long", "pair", "sorted", "deep_large", "random"]
    weighted = ["random"] * 8 + ["sorted", "pair", "deep_large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
