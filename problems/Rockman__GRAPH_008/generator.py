import random


def _queries(rng: random.Random, n: int, q: int) -> list[list[int]]:
    out = [[rng.randrange(n), rng.randrange(n)] for _ in range(q)]
    out.append([v := rng.randrange(n), v])
    return out


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "sparse_chain":
        # a long directed chain visited through high-numbered huts: order of combination matters
        n = rng.randint(6, 30)
        order = list(range(n))
        rng.shuffle(order)
        trails = [[order[i], order[i + 1], rng.randint(0, 100)] for i in range(n - 1)]
        trails += [[rng.randrange(n), rng.randrange(n), rng.randint(50, 200)]
                   for _ in range(rng.randint(0, n // 2))]
        return {"args": [n, trails, _queries(rng, n, rng.randint(20, 200))]}
    if kind == "parallel":
        n = rng.randint(2, 15)
        trails = []
        for _ in range(rng.randint(n, 4 * n)):
            u, v = rng.randrange(n), rng.randrange(n)
            trails += [[u, v, rng.randint(0, 50)] for _ in range(rng.randint(1, 4))]
        return {"args": [n, trails, _queries(rng, n, rng.randint(10, 100))]}
    if kind == "one_way":
        n = rng.randint(3, 30)
        order = list(range(n))
        rng.shuffle(order)
        trails = [[order[i], order[j], rng.randint(0, 10**9)]
                  for i, j in (sorted(rng.sample(range(n), 2)) for _ in range(rng.randint(n, 3 * n)))]
        return {"args": [n, trails, _queries(rng, n, rng.randint(20, 300))]}
    if kind == "dense":
        n = 30
        trails = [[rng.randrange(n), rng.randrange(n), rng.randint(0, 10**9)] for _ in range(900)]
        return {"args": [n, trails, _queries(rng, n, 2000 - 1)]}
    if kind == "tiny":
        n = rng.randint(1, 3)
        trails = [[rng.randrange(n), rng.randrange(n), rng.randint(0, 5)] for _ in range(rng.randint(0, 4))]
        return {"args": [n, trails, _queries(rng, n, rng.randint(1, 6))]}
    n = rng.randint(2, 30)
    trails = [[rng.randrange(n), rng.randrange(n), rng.randint(0, rng.choice([10, 10**9]))]
              for _ in range(rng.randint(0, 3 * n))]
    return {"args": [n, trails, _queries(rng, n, rng.randint(10, 500))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["sparse_chain", "parallel", "one_way", "random", "tiny", "dense"]
    weighted = ["random"] * 4 + ["sparse_chain"] * 3 + ["parallel", "parallel", "one_way",
                                                        "one_way", "tiny", "dense"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
