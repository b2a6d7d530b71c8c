import random


def _relabel(rng: random.Random, parents: list[int], shuffle: bool) -> list[int]:
    """parents describes a tree on 0..n-1; rename the nodes with a random permutation."""
    n = len(parents)
    if not shuffle:
        return parents
    perm = list(range(n))
    rng.shuffle(perm)
    out = [0] * n
    for node, parent in enumerate(parents):
        out[perm[node]] = -1 if parent == -1 else perm[parent]
    return out


def _random_tree(rng: random.Random, n: int, depth_bias: float) -> list[int]:
    parents = [-1]
    for node in range(1, n):
        if rng.random() < depth_bias:
            parents.append(node - 1)
        else:
            parents.append(rng.randrange(node))
    return parents


def _case(rng: random.Random, kind: str) -> list[int]:
    shuffle = rng.random() < 0.8
    if kind == "tiny":
        return _relabel(rng, _random_tree(rng, rng.randint(3, 9), 0.5), True)
    if kind == "path":
        n = rng.randint(1000, 2000)
        # root somewhere inside the path, so the path goes down on two sides
        cut = rng.randint(0, n - 1)
        parents = [-1] * n
        for i in range(cut):
            parents[i] = i + 1
        for i in range(cut + 1, n):
            parents[i] = i - 1
        return _relabel(rng, parents, shuffle)
    if kind == "star":
        n = rng.randint(2, 500)
        return _relabel(rng, [-1] + [0] * (n - 1), True)
    if kind == "broom":
        # a short handle at the root, and a long path hanging below with two deep branches
        handle = rng.randint(1, 5)
        parents = [-1] + list(range(handle))
        stem = handle
        branch_a = rng.randint(2, 300)
        branch_b = rng.randint(2, 300)
        for length in (branch_a, branch_b):
            prev = stem
            for _ in range(length):
                parents.append(prev)
                prev = len(parents) - 1
        return _relabel(rng, parents, shuffle)
    if kind == "caterpillar":
        spine = rng.randint(2, 600)
        parents = [-1] + list(range(spine - 1))
        for _ in range(rng.randint(0, 800)):
            parents.append(rng.randrange(spine))
        return _relabel(rng, parents, shuffle)
    n = rng.randint(2, 2000)
    return _relabel(rng, _random_tree(rng, n, rng.choice([0.0, 0.3, 0.7, 0.95])), shuffle)


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["broom", "random", "path", "caterpillar", "star", "tiny", "random"]
    weighted = ["random"] * 5 + ["broom", "broom", "path", "caterpillar", "star", "tiny"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
