import random


def _random_links(rng: random.Random, n: int, m: int) -> list[list[int]]:
    return [[rng.randrange(n), rng.randrange(n)] for _ in range(m)]


def _case(rng: random.Random, kind: str) -> list:
    if kind == "no_links":
        return [rng.randint(1, 10), []]
    if kind == "single_user":
        return [1, [[0, 0] for _ in range(rng.randint(1, 4))]]
    if kind == "repeats":
        n = rng.randint(2, 12)
        links = _random_links(rng, n, rng.randint(3, 15))
        links += [list(rng.choice(links)) for _ in range(rng.randint(1, 6))]
        links += [[x, x] for x in rng.sample(range(n), min(n, 3))]
        rng.shuffle(links)
        return [n, links]
    if kind == "small_after_big":
        n = rng.randint(8, 40)
        half = n // 2
        links = [[i, i + 1] for i in range(half - 1)]
        links += [[half + 2 * i, half + 2 * i + 1] for i in range((n - half) // 2)]
        return [n, links]
    if kind == "chain":
        n = rng.randint(20000, 30000)
        return [n, [[0, i] for i in range(1, n)]]
    if kind == "deep":
        # grows groups by merging other groups' non-root members, so users far from roots matter
        n = rng.randint(30, 300)
        order = list(range(n))
        rng.shuffle(order)
        links = [[order[i], order[rng.randrange(i)]] for i in range(1, n)]
        return [n, links]
    if kind == "large":
        n = rng.randint(50000, 100000)
        return [n, _random_links(rng, n, rng.randint(50000, 100000))]
    if kind == "medium":
        n = rng.randint(3000, 20000)
        return [n, _random_links(rng, n, rng.randint(n // 2, 2 * n))]
    n = rng.choice([rng.randint(2, 10), rng.randint(10, 200), rng.randint(200, 3000)])
    return [n, _random_links(rng, n, rng.randint(1, 2 * n))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "repeats", "deep", "small_after_big", "chain", "single_user", "random",
             "large", "no_links"]
    weighted = ["random"] * 7 + ["repeats", "deep", "small_after_big", "single_user",
                                 "no_links", "chain", "medium"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
