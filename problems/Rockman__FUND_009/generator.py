import random

_LIMIT = 10**9


def _case(rng: random.Random, kind: str) -> list:
    if kind == "empty":
        return [[], rng.randint(1, 10)]
    if kind == "pair":
        a = rng.randint(-1000, 1000)
        return [[a, a + rng.randint(0, 50)], 1]
    if kind == "clusters":
        clusters = rng.randint(1, 12)
        centers = [rng.randint(-10**6, 10**6) for _ in range(clusters)]
        houses = [c + rng.randint(-30, 30) for c in centers for _ in range(rng.randint(1, 20))]
        rng.shuffle(houses)
        return [houses, rng.randint(1, clusters + 2)]
    if kind == "many_towers":
        houses = [rng.randint(-500, 500) for _ in range(rng.randint(1, 40))]
        return [houses, rng.randint(len(set(houses)), 100000)]
    if kind == "large":
        n = rng.randint(50000, 100000)
        return [[rng.randint(-_LIMIT, _LIMIT) for _ in range(n)], rng.randint(1, 3000)]
    n = rng.choice([rng.randint(1, 10), rng.randint(1, 500)])
    span = rng.choice([20, 10**4, _LIMIT])
    houses = [rng.randint(-span, span) for _ in range(n)]
    return [houses, rng.randint(1, n)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["pair", "clusters", "random", "many_towers", "pair", "empty"]
    weighted = ["random"] * 4 + ["clusters"] * 3 + ["pair", "many_towers"]
    cases = []
    for i in range(count):
        if i < len(fixed):
            kind = fixed[i]
        elif split == "hidden" and i % 20 == 9:
            kind = "large"
        else:
            kind = rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
