import random


def _disjoint_paths(rng: random.Random, n: int, k: int) -> list[list[int]]:
    """k internally disjoint routes from 0 to n - 1 through shuffled inner crossings."""
    inner = list(range(1, n - 1))
    rng.shuffle(inner)
    streets = []
    pos = 0
    for _ in range(k):
        length = rng.randint(1, max(1, (n - 2) // k))
        route = inner[pos:pos + length]
        pos += length
        if not route:
            break
        chain = [0] + route + [n - 1]
        streets += [[chain[i], chain[i + 1]] for i in range(len(chain) - 1)]
    return streets


def _trap(rng: random.Random) -> tuple[int, list[list[int]]]:
    """Two disjoint routes where a short first route through a chord blocks both."""
    # s=0, a=1, c=2, y=3, x1=4, x2=5, t=6 : s-a-x1-x2-t, s-c-y-t, chord a-y
    n = 7
    streets = [[0, 1], [1, 4], [4, 5], [5, 6], [0, 2], [2, 3], [3, 6], [1, 3]]
    labels = [0] + rng.sample(range(1, 6), 5) + [6]
    streets = [[labels[u], labels[v]] for u, v in streets]
    rng.shuffle(streets)
    return n, streets


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "disjoint":
        n = rng.randint(6, 200)
        streets = _disjoint_paths(rng, n, rng.randint(2, 8))
        streets += [[rng.randint(1, n - 2), rng.randint(1, n - 2)] for _ in range(rng.randint(0, n // 4))]
        rng.shuffle(streets)
        return {"args": [n, streets]}
    if kind == "trap":
        n, streets = _trap(rng)
        return {"args": [n, streets]}
    if kind == "adjacent":
        n = rng.randint(2, 60)
        streets = [[rng.randrange(n), rng.randrange(n)] for _ in range(rng.randint(0, 3 * n))]
        streets.insert(rng.randint(0, len(streets)), [n - 1, 0] if rng.random() < 0.5 else [0, n - 1])
        return {"args": [n, streets]}
    if kind == "bottleneck":
        # two dense halves joined through a few gate crossings
        n = rng.randint(10, 200)
        gates = rng.sample(range(1, n - 1), rng.randint(1, 4))
        rest = [v for v in range(1, n - 1) if v not in gates]
        rng.shuffle(rest)
        left = [0] + rest[: len(rest) // 2]
        right = rest[len(rest) // 2:] + [n - 1]
        streets = []
        for side in (left, right):
            for _ in range(3 * len(side)):
                a, b = rng.choice(side), rng.choice(side)
                if {a, b} != {0, n - 1}:
                    streets.append([a, b])
        for g in gates:
            streets += [[rng.choice(left), g], [g, rng.choice(right)]]
        rng.shuffle(streets)
        return {"args": [n, streets]}
    if kind == "dense":
        n = rng.randint(100, 400)
        streets = [[rng.randrange(n), rng.randrange(n)] for _ in range(3000)]
        streets = [s for s in streets if {s[0], s[1]} != {0, n - 1}]
        return {"args": [n, streets]}
    if kind == "disconnected":
        n = rng.randint(3, 100)
        cut = rng.randint(1, n - 2)
        streets = [[rng.randint(0, cut), rng.randint(0, cut)] for _ in range(rng.randint(0, 2 * n))]
        streets += [[rng.randint(cut + 1, n - 1), rng.randint(cut + 1, n - 1)]
                    for _ in range(rng.randint(0, 2 * n))]
        return {"args": [n, streets]}
    n = rng.randint(3, 300)
    streets = [[rng.randrange(n), rng.randrange(n)] for _ in range(rng.randint(0, 4 * n))]
    streets = [s for s in streets if {s[0], s[1]} != {0, n - 1}]
    return {"args": [n, streets]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["disjoint", "trap", "bottleneck", "adjacent", "random", "disconnected", "dense"]
    weighted = ["random"] * 3 + ["disjoint"] * 3 + ["bottleneck"] * 2 + ["trap", "adjacent",
                                                                          "disconnected", "dense"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
