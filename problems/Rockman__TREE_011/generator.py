import random


def _roads(rng: random.Random, n: int, style: str, max_len: int) -> list[list[int]]:
    par = [-1] * n
    for i in range(1, n):
        if style == "path":
            par[i] = i - 1
        elif style == "star":
            par[i] = 0
        elif style == "binary":
            par[i] = (i - 1) // 2
        else:
            par[i] = rng.randrange(max(0, i - rng.choice([3, 50, i])), i)
    label = list(range(n))
    rng.shuffle(label)
    roads = []
    for i in range(1, n):
        a, b = label[i], label[par[i]]
        if rng.random() < 0.5:
            a, b = b, a
        roads.append([a, b, rng.randint(1, max_len)])
    rng.shuffle(roads)
    return roads


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "single":
        return {"args": [1, [], [rng.randint(0, 1000)]]}
    if kind == "large":
        n = rng.randint(15000, 20000)
        style = rng.choice(["path", "random"])
    elif kind == "deep":
        n = rng.randint(2000, 5000)
        style = "path"
    else:
        n = rng.randint(2, 300)
        style = rng.choice(["path", "star", "binary", "random", "random"])
    max_len = rng.choice([1, 10, 1000])
    people = [rng.randint(0, 1000) if rng.random() < 0.8 else 0 for _ in range(n)]
    if kind == "empty_villages":
        people = [0] * n
        for _ in range(rng.randint(1, 3)):
            people[rng.randrange(n)] = rng.randint(1, 1000)
    return {"args": [n, _roads(rng, n, style, max_len), people]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "empty_villages", "single", "deep", "random"]
    if split == "hidden":
        fixed = ["large", "large"] + fixed
    weighted = ["random"] * 8 + ["empty_villages"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
