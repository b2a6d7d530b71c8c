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
    if kind == "single":
        return {"args": [[-1], [rng.randint(-10**6, 10**6)]]}
    if kind == "chain":
        n = rng.randint(5000, 20000)
        style = "path"
    elif kind == "all_negative":
        n = rng.randint(2, 100)
        style = "random"
    else:
        n = rng.randint(2, 500)
        style = rng.choice(["random", "random", "star", "binary", "deep", "caterpillar"])
    parents = _random_parents(rng, n, style)
    if kind == "all_negative":
        mood = [rng.randint(-10**6, 0) for _ in range(n)]
    else:
        lo = rng.choice([-10**6, -10, 0])
        mood = [rng.randint(lo, 10**6 if lo != -10 else 10) for _ in range(n)]
    return {"args": [parents, mood]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "all_negative", "chain", "single", "random"]
    weighted = ["random"] * 8 + ["all_negative", "chain"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
