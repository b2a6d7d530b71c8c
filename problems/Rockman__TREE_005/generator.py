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
        elif style == "two_arms":
            par[i] = 0 if i <= 2 else i - 2
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
    if kind == "single":
        n = 1
        style = "random"
    elif kind == "huge":
        n = rng.randint(45000, 50000)
        style = "two_arms"
    elif kind == "deep":
        n = rng.randint(1100, 3000)
        style = rng.choice(["path", "deep"])
    else:
        n = rng.randint(2, 300)
        style = rng.choice(["random", "random", "star", "binary", "deep", "caterpillar"])
    parents = _random_parents(rng, n, style)
    n_ops = rng.randint(4000, 5000) if kind in ("huge", "deep") else rng.randint(5, 300)
    ops = []
    arms: list[list[int]] = []
    if kind == "huge":
        # deep nodes of the two arms: every naive walk between the arms climbs to the root
        root = parents.index(-1)
        children: list[list[int]] = [[] for _ in range(n)]
        for c, p in enumerate(parents):
            if p != -1:
                children[p].append(c)
        for top in children[root]:
            arm = [top]
            for node in arm:
                arm.extend(children[node])
            arms.append(arm[len(arm) // 3:])
    for _ in range(n_ops):
        r = rng.random()
        u, v = rng.randrange(n), rng.randrange(n)
        if arms and rng.random() < 0.95:
            u, v = rng.choice(arms[0]), rng.choice(arms[1])
            r = 0.25 + 0.75 * r  # walking queries only
        big = rng.choice([0, rng.randint(0, 5), rng.randint(0, n), n + rng.randint(0, 10**9 - n)])
        if r < 0.25:
            ops.append(["common_ancestor", [u, v]])
        elif r < 0.45:
            ops.append(["distance", [u, v]])
        elif r < 0.7:
            ops.append(["ancestor", [u, big]])
        else:
            ops.append(["step_toward", [u, v, big if rng.random() < 0.3 else rng.randint(0, 2 * n)]])
    return {"init": [parents], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "deep", "single", "random"]
    if split == "hidden":
        fixed = ["huge", "huge", "huge"] + fixed
    weighted = ["random"] * 7 + ["deep"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
