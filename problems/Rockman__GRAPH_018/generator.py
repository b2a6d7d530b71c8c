import random


def _streets(rng: random.Random, nodes: list[int], m: int, wmax: int, connected: bool) -> list[list[int]]:
    streets = []
    if connected:
        order = nodes[:]
        rng.shuffle(order)
        streets = [[order[i], order[rng.randrange(i)], rng.randint(1, wmax)] for i in range(1, len(order))]
    while len(streets) < m:
        streets.append([rng.choice(nodes), rng.choice(nodes), rng.randint(1, wmax)])
    return streets


def _case(rng: random.Random, kind: str) -> dict:
    n = rng.randint(1, 4) if kind == "tiny" else rng.randint(4, 12)
    wmax = rng.choice([3, 10, 1000, 10**6])
    if kind == "tiny":
        streets = _streets(rng, list(range(n)), rng.randint(0, 4), wmax, False)
        if rng.random() < 0.7:
            streets = [s for s in streets if s[0] == 0 or s[1] == 0] or streets
    elif kind == "unreachable":
        # crossing 0 (and maybe a few others) cannot reach some streets
        cut = rng.randint(1, n - 1)
        near = _streets(rng, list(range(cut)), rng.randint(0, 6), wmax, True) if rng.random() < 0.6 else []
        far = _streets(rng, list(range(cut, n)), rng.randint(1, 8), wmax, rng.random() < 0.5)
        streets = near + far
    elif kind == "loops":
        streets = _streets(rng, list(range(n)), rng.randint(n, 2 * n), wmax, True)
        streets += [[x, x, rng.randint(1, wmax)] for x in rng.sample(range(n), rng.randint(1, 3))]
    elif kind == "isolated_extra":
        # some crossings touch no street at all; crossing 0 does
        used = [0] + rng.sample(range(1, n), rng.randint(1, n - 2))
        streets = _streets(rng, used, rng.randint(len(used), 3 * len(used)), wmax, True)
    elif kind == "sparse":
        # a tree plus a few streets: many odd crossings, long detours through other crossings
        streets = _streets(rng, list(range(n)), n - 1 + rng.randint(0, 3), wmax, True)
    else:
        streets = _streets(rng, list(range(n)), rng.randint(n - 1, 40), wmax, True)
    streets = streets[:40]
    rng.shuffle(streets)
    streets = [[v, u, w] if rng.random() < 0.5 else [u, v, w] for u, v, w in streets]
    return {"args": [n, streets]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "sparse", "loops", "unreachable", "isolated_extra", "tiny"]
    weighted = ["random"] * 3 + ["sparse"] * 3 + ["loops", "unreachable", "isolated_extra", "tiny"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
