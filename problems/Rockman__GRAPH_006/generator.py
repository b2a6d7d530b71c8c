import random


def _links(rng: random.Random, n: int, m: int, lo: int, hi: int) -> list[list[int]]:
    return [[rng.randrange(n), rng.randrange(n), rng.randint(lo, hi)] for _ in range(m)]


def _spanning(rng: random.Random, n: int, lo: int, hi: int) -> list[list[int]]:
    order = list(range(n))
    rng.shuffle(order)
    return [[order[i], order[rng.randrange(i)], rng.randint(lo, hi)] for i in range(1, n)]


def _required(rng: random.Random, m: int, k: int) -> list[int]:
    if m == 0:
        return []
    picks = [rng.randrange(m) for _ in range(k)]
    return picks + [rng.choice(picks) for _ in range(rng.randint(0, k))] if picks else []


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "negatives":
        n = rng.randint(2, 100)
        links = _spanning(rng, n, -5, 20) + _links(rng, n, rng.randint(n, 3 * n), -10, 30)
        rng.shuffle(links)
        return {"args": [n, links, _required(rng, len(links), rng.randint(0, 3))]}
    if kind == "required_heavy":
        n = rng.randint(2, 200)
        links = _spanning(rng, n, 0, 50) + _links(rng, n, rng.randint(0, 2 * n), 0, 100)
        rng.shuffle(links)
        return {"args": [n, links, _required(rng, len(links), rng.randint(1, 30))]}
    if kind == "disconnected":
        n = rng.randint(3, 200)
        cut = rng.randint(1, n - 1)
        links = [[rng.randrange(cut), rng.randrange(cut), rng.randint(-20, 50)]
                 for _ in range(rng.randint(0, 2 * n))]
        links += [[rng.randint(cut, n - 1), rng.randint(cut, n - 1), rng.randint(-20, 50)]
                  for _ in range(rng.randint(0, 2 * n))]
        return {"args": [n, links, _required(rng, len(links), rng.randint(0, 5))]}
    if kind == "single":
        links = [[0, 0, rng.randint(-50, 50)] for _ in range(rng.randint(0, 5))]
        return {"args": [1, links, _required(rng, len(links), rng.randint(0, 2))]}
    if kind == "large":
        n = rng.randint(2000, 3000)
        links = _spanning(rng, n, -10**6, 10**6) + _links(rng, n, 10000 - (n - 1), -10**6, 10**6)
        rng.shuffle(links)
        return {"args": [n, links, _required(rng, len(links), rng.randint(0, 100))]}
    n = rng.randint(1, 400)
    links = _spanning(rng, n, 0, 1000) + _links(rng, n, rng.randint(0, 3 * n), -100, 1000)
    rng.shuffle(links)
    return {"args": [n, links, _required(rng, len(links), rng.randint(0, 10))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["negatives", "required_heavy", "disconnected", "random", "single", "large"]
    weighted = ["random"] * 4 + ["negatives"] * 3 + ["required_heavy"] * 2 + ["disconnected",
                                                                                "single", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
