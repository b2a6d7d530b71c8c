import random


def _links(rng: random.Random, n: int, m: int, extras: bool) -> list[list[int]]:
    links = []
    for _ in range(m):
        a = rng.randrange(n)
        b = rng.randrange(n)
        links.append([a, b])
    if extras and links:
        for _ in range(max(1, m // 10)):
            a, b = rng.choice(links)
            links.append([b, a] if rng.random() < 0.5 else [a, b])
        node = rng.randrange(n)
        links.append([node, node])
        rng.shuffle(links)
    return links


def _failures(rng: random.Random, m: int, fraction: float) -> list[int]:
    chosen = rng.sample(range(m), int(m * fraction))
    rng.shuffle(chosen)
    return chosen


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "no_failures":
        n = rng.randint(1, 30)
        return {"args": [n, _links(rng, n, rng.randint(0, 40), False), []]}
    if kind == "single_node":
        links = [[0, 0] for _ in range(rng.randint(1, 5))]
        return {"args": [1, links, _failures(rng, len(links), 1.0)]}
    if kind == "parallel":
        n = rng.randint(2, 12)
        base = _links(rng, n, rng.randint(1, 15), False)
        links = base + [list(link) for link in base]
        rng.shuffle(links)
        return {"args": [n, links, _failures(rng, len(links), rng.choice([0.5, 1.0]))]}
    if kind == "tree":
        n = rng.randint(2, 200)
        links = [[rng.randrange(i), i] for i in range(1, n)]
        rng.shuffle(links)
        return {"args": [n, links, _failures(rng, len(links), 1.0)]}
    if kind == "large":
        n = rng.randint(15000, 20000)
        m = rng.randint(20000, 30000)
        links = _links(rng, n, m, False)
        return {"args": [n, links, _failures(rng, m, 1.0)]}
    n = rng.randint(1, 300)
    m = rng.randint(0, 400)
    links = _links(rng, n, m, True)
    return {"args": [n, links, _failures(rng, len(links), rng.choice([0.2, 0.7, 1.0]))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "parallel", "large", "no_failures", "single_node", "tree", "random"]
    if split == "hidden":
        fixed += ["large", "large"]
    weighted = ["random"] * 6 + ["parallel", "tree", "no_failures"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)["args"]})
    return cases
