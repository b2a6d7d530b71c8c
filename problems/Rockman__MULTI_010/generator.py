import random


def _fmt(rng: random.Random, u: int, v: int, w: int) -> str:
    sp = lambda: rng.choice([" ", " ", "  "])  # noqa: E731
    return rng.choice(["", " "]) + f"{u}{sp()}{v}{sp()}{w}" + rng.choice(["", " "])


def _with_noise(rng: random.Random, roads: list[str], p: float) -> list[str]:
    out = []
    for line in roads:
        while rng.random() < p:
            out.append(rng.choice(["", "   ", "# comment", " #note 1 2 3", "#"]))
        out.append(line)
    return out


def _layered(rng: random.Random, layers: int, width: int, w_max: int, p_extra: float) -> tuple[int, list[tuple[int, int, int]]]:
    # source 0, target n - 1, layers of nodes in between; many equal-length paths when w_max is small
    nodes = [[0]]
    k = 1
    for _ in range(layers):
        size = rng.randint(1, width)
        nodes.append(list(range(k, k + size)))
        k += size
    nodes.append([k])
    n = k + 1
    edges = []
    for a, b in zip(nodes, nodes[1:]):
        for v in b:
            edges.append((rng.choice(a), v, rng.randint(1, w_max)))
        for _ in range(int(len(a) * len(b) * p_extra)):
            edges.append((rng.choice(a), rng.choice(b), rng.randint(1, w_max)))
    for _ in range(rng.randint(0, n // 3)):
        u, v = rng.randrange(n), rng.randrange(n)
        edges.append((u, v, rng.randint(1, w_max * 3)))
    return n, edges


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "path":
        # a single path with a parallel road or a detour on some segments
        n = rng.randint(2, 30)
        edges = [(i, i + 1, rng.randint(1, 5)) for i in range(n - 1)]
        for _ in range(rng.randint(0, 4)):
            i = rng.randrange(n - 1)
            edges.append((i + 1, i, edges[i][2] + rng.choice([0, 0, 1])))
        s, t = 0, n - 1
    elif kind == "unreachable":
        n = rng.randint(2, 20)
        half = rng.randint(1, n - 1)
        edges = [(rng.randrange(half), rng.randrange(half), rng.randint(1, 9)) for _ in range(n)]
        edges += [(rng.randrange(half, n), rng.randrange(half, n), rng.randint(1, 9)) for _ in range(n)]
        s, t = rng.randrange(half), rng.randrange(half, n)
    elif kind == "same":
        n, edges = _layered(rng, rng.randint(1, 5), 3, 3, 0.3)
        s = t = rng.randrange(n)
    else:
        big = kind == "big"
        n, edges = _layered(rng, rng.randint(3, 60 if big else 12), rng.randint(1, 8 if big else 4),
                            rng.choice([1, 2, 3, 10, 10**6]), rng.uniform(0.0, 0.5))
        s, t = 0, n - 1
        if rng.random() < 0.3:
            s, t = t, s
    lines = [_fmt(rng, u, v, w) for u, v, w in edges]
    rng.shuffle(lines)
    return {"args": [n, _with_noise(rng, lines, rng.choice([0.0, 0.1, 0.3])), s, t]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["path", "layered", "unreachable", "same", "big"]
    weighted = ["layered", "layered", "layered", "big", "big", "path", "path", "unreachable", "same"]
    return [_case(rng, fixed[i] if i < len(fixed) else rng.choice(weighted)) for i in range(count)]
