import random

_BAD_HEADERS = [
    "Nodes {n}", "node {n}", "nodes", "nodes {n} {n}", "nodes 0{n}", "nodes 0", "nodes 100001",
    "nodes -{n}", "nodes +{n}", "nodes {n}#", "nodes 1e3", "edge 0 1 2", "nodes x",
    "nodes 99999999999999999999",
]


def _sp(rng: random.Random) -> str:
    return rng.choice(["", "", "", " ", "  ", "   "])


def _gap(rng: random.Random) -> str:
    return rng.choice([" ", " ", " ", "  ", "    "])


def _noise(rng: random.Random) -> str:
    return rng.choice(["", "", "   ", "#", "# note", "  # edge 0 1 2", "#nodes 3", " ##"])


def _weight(rng: random.Random, small: bool) -> str:
    if small:
        return str(rng.randint(-20, 20))
    return str(rng.choice([rng.randint(-9999999, 9999999), rng.randint(-100, 100), 0]))


def _edge_line(rng: random.Random, u: int, v: int, w: str) -> str:
    return _sp(rng) + "edge" + _gap(rng) + str(u) + _gap(rng) + str(v) + _gap(rng) + w + _sp(rng)


def _bad_edge(rng: random.Random, n: int) -> str:
    u, v = rng.randrange(n), rng.randrange(n)
    w = str(rng.randint(-50, 50))
    return rng.choice([
        f"Edge {u} {v} {w}",
        f"edges {u} {v} {w}",
        f"edge {u} {v}",
        f"edge {u} {v} {w} {w}",
        f"edge {u} {v} {w} # spare",
        f"edge {u} {v} {w}#",
        f"edge 0{u} {v} {w}",
        f"edge {u} 00 {w}",
        f"edge {u} {v} -0",
        f"edge {u} {v} +{abs(int(w)) + 1}",
        f"edge {u} {v} 12345678",
        f"edge {u} {v} -10000000",
        f"edge {u} {v} 0{abs(int(w)) + 1}",
        f"edge {u} {v} 3.5",
        f"edge {u} {v} -",
        f"edge {u}-{v} {w}",
        f"edge -{u + 1} {v} {w}",
        f"nodes {n}",
        "edge",
        f"{u} {v} {w}",
    ])


def _out_of_range(rng: random.Random, n: int) -> str:
    big = rng.choice([n, n, n + 1, n + rng.randint(1, 1000), 10**6, 10**25 + 7])
    other = rng.randrange(n)
    u, v = (big, other) if rng.random() < 0.5 else (other, big)
    return f"edge {u} {v} {rng.randint(-50, 50)}"


def _valid_lines(rng: random.Random, n: int, m: int, connected: bool, small: bool) -> list[str]:
    pairs = []
    if connected:
        order = list(range(n))
        rng.shuffle(order)
        pairs = [(order[i], order[rng.randrange(i)]) for i in range(1, n)]
    elif n > 1:
        cut = rng.randint(1, n - 1)
        pairs = [(rng.randrange(cut), rng.randrange(cut)) for _ in range(m // 2)]
        pairs += [(rng.randrange(cut, n), rng.randrange(cut, n)) for _ in range(m // 2)]
    while len(pairs) < m:
        pairs.append((rng.randrange(n), rng.randrange(n)))
    rng.shuffle(pairs)
    lines = []
    for u, v in pairs:
        if rng.random() < 0.15:
            lines.append(_noise(rng))
        lines.append(_edge_line(rng, u, v, _weight(rng, small)))
    return lines


def _case(rng: random.Random, kind: str) -> str:
    large = kind.endswith("large")
    n = rng.randint(1000, 5000) if large else rng.randint(1, 12)
    m = rng.randint(n - 1, 3 * n) if large else rng.randint(0, 20)
    connected = rng.random() < 0.75
    head = [_noise(rng) for _ in range(rng.choice([0, 0, 1, 2]))]
    header = _sp(rng) + "nodes" + _gap(rng) + str(n) + _sp(rng)
    body = _valid_lines(rng, n, m, connected, not large)
    if kind.startswith("valid"):
        lines = head + [header] + body
    elif kind == "missing":
        lines = [_noise(rng) for _ in range(rng.randint(0, 5))]
    elif kind == "bad_header":
        bad = rng.choice(_BAD_HEADERS).format(n=n)
        lines = head + [_sp(rng) + bad + _sp(rng)] + body
    else:
        # one or two problems placed in the body; the earlier one must be reported
        problems = []
        for _ in range(rng.choice([1, 2, 2])):
            if kind == "range_first" and not problems:
                problems.append(_out_of_range(rng, n))
            elif rng.random() < 0.35:
                problems.append(_out_of_range(rng, n))
            else:
                problems.append(_bad_edge(rng, n))
        for p in problems:
            body.insert(rng.randint(len(body) // 3 if kind == "range_first" else 0, len(body)), p)
        lines = head + [header] + body
    return "\n".join(lines) + rng.choice(["", "\n", "\n\n", "\n  "])


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["valid", "bad_edge", "range_first", "bad_header", "missing", "valid_large"]
    if split == "hidden":
        fixed = ["valid_large", "bad_edge_large"] + fixed
    weighted = (["valid"] * 5 + ["valid_large"] + ["bad_edge"] * 4 + ["range_first"] * 3
                + ["bad_header"] * 2 + ["missing"])
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
