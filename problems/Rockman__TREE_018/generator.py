import random
import string

_CHARS = string.ascii_lowercase + string.digits


def _names(rng: random.Random, n: int) -> list[str]:
    seen: set[str] = set()
    out = []
    while len(out) < n:
        length = rng.choice([1, 2, 3, 5, 10]) if n > 30 else rng.randint(1, 10)
        name = "".join(rng.choice(_CHARS) for _ in range(max(length, 3 if n > 1000 else 1)))
        if name not in seen:
            seen.add(name)
            out.append(name)
    return out


def _tree_edges(rng: random.Random, n: int, style: str) -> list[tuple[int, int]]:
    edges = []
    for i in range(1, n):
        if style == "path":
            p = i - 1
        elif style == "star":
            p = 0
        elif style == "caterpillar":
            p = i - 1 if i % 2 else max(0, i - 2)
        elif style == "broom":
            p = i - 1 if i < n // 2 else rng.randrange(n // 2)
        else:
            p = rng.randrange(i)
        edges.append((p, i) if rng.random() < 0.5 else (i, p))
    rng.shuffle(edges)
    return edges


def _sp(rng: random.Random, p: float) -> str:
    return " " * rng.randint(1, 3) if rng.random() < p else ""


def _line(rng: random.Random, a: str, b: str, w: int, p: float) -> str:
    return _sp(rng, p) + a + " " + _sp(rng, p) + b + " " + _sp(rng, p) + str(w) + _sp(rng, p)


def _bad_line(rng: random.Random, a: str, b: str) -> str:
    return rng.choice([
        f"{a} {b} 0",
        f"{a} {b} 0{rng.randint(1, 99)}",
        f"{a} {b} 1000001",
        f"{a} {b} -{rng.randint(1, 9)}",
        f"{a} {b} +{rng.randint(1, 9)}",
        f"{a} {b} {rng.randint(1, 9)}.0",
        f"{a} {b}",
        f"{a} {b} 3 4",
        f"{a}",
        f"{a.upper()}X {b} 5",
        f"{a}-{b} 5",
        f"{a}_x {b} 5",
        f"{'q' * 11} {b} 5",
        f"{a} {b} five",
        f"{a} {b} 99999999",
    ])


def _limit(rng: random.Random, weights: list[int], n: int) -> int:
    r = rng.random()
    if r < 0.1:
        return 0
    if r < 0.2:
        return 10**13
    typical = sum(weights) // max(1, len(weights)) if weights else 1
    hops = rng.choice([1, 2, 3, 5, 10, 30])
    return max(0, typical * hops + rng.randint(-typical, typical))


def _listing(rng: random.Random, n: int, style: str, wmax: int, p_space: float):
    names = _names(rng, n)
    edges = _tree_edges(rng, n, style)
    weights = [rng.randint(1, wmax) for _ in edges]
    lines = [_line(rng, names[a], names[b], w, p_space) for (a, b), w in zip(edges, weights)]
    return names, edges, weights, lines


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "empty":
        return {"args": [rng.choice([[], ["", "   "], [" "]]), rng.randint(0, 10)]}
    if kind == "huge":
        n = rng.randint(4500, 5001)
        style = rng.choice(["random", "path", "broom", "caterpillar"])
        _, _, weights, lines = _listing(rng, n, style, rng.choice([10, 10**6]), 0.0)
        limit = sum(sorted(weights)[: len(weights) // 2]) // rng.randint(5, 40)
        return {"args": [lines, max(limit, max(weights))]}
    n = rng.randint(2, rng.choice([6, 40, 400, 1500]))
    style = rng.choice(["random", "random", "path", "star", "caterpillar", "broom"])
    wmax = rng.choice([3, 10, 1000, 10**6])
    names, edges, weights, lines = _listing(rng, n, style, wmax, 0.3)
    if rng.random() < 0.2:
        for _ in range(rng.randint(1, 3)):
            lines.insert(rng.randint(0, len(lines)), rng.choice(["", " ", "    "]))
    if kind == "malformed":
        a, b = rng.choice(names), rng.choice(names)
        if rng.random() < 0.4:
            # a repeated cable first, the malformed line only at the end: the answer is still -1
            x, y = edges[rng.randrange(len(edges))]
            lines.append(_line(rng, names[y], names[x], rng.randint(1, wmax), 0.3))
            lines.append(_bad_line(rng, a, b))
        else:
            lines.insert(rng.randint(0, len(lines)), _bad_line(rng, a, b))
    elif kind == "not_tree":
        mode = rng.choice(["self", "duplicate", "cycle", "split", "split_and_cycle"])
        if mode == "self":
            x = rng.choice(names)
            lines.insert(rng.randint(0, len(lines)), _line(rng, x, x, rng.randint(1, wmax), 0.3))
        elif mode == "duplicate":
            k = rng.randrange(len(edges))
            a, b = edges[k]
            lines.append(_line(rng, names[b], names[a], weights[k], 0.3))
        elif mode == "cycle" and n >= 3:
            a, b = rng.sample(range(n), 2)
            while (a, b) in edges or (b, a) in edges:
                a, b = rng.sample(range(n), 2)
            lines.append(_line(rng, names[a], names[b], rng.randint(1, wmax), 0.3))
        elif mode == "split" or n < 4:
            if len(lines) > 1:
                del lines[rng.randrange(len(lines))]
            lines.append(_line(rng, "zz" + names[0][:5], "zy" + names[-1][:5], 1, 0.0))
        else:
            # as many cables as a tree needs, but one group has a cycle and another is cut off
            k = rng.randrange(len(edges))
            lines = [line for i, line in enumerate(lines) if i != k]
            a, b = edges[k]
            adj: dict[int, list[int]] = {}
            for i, (x, y) in enumerate(edges):
                if i != k:
                    adj.setdefault(x, []).append(y)
                    adj.setdefault(y, []).append(x)
            side = {a}
            stack = [a]
            while stack:
                x = stack.pop()
                for y in adj.get(x, []):
                    if y not in side:
                        side.add(y)
                        stack.append(y)
            group = sorted(side if len(side) >= 3 else set(range(n)) - side)
            if len(group) >= 3:
                x, y = rng.sample(group, 2)
                while (x, y) in edges or (y, x) in edges:
                    x, y = rng.sample(group, 2)
                lines.append(_line(rng, names[x], names[y], rng.randint(1, wmax), 0.3))
            else:
                x = group[0]
                lines.append(_line(rng, names[x], names[x], 1, 0.3))
    return {"args": [lines, _limit(rng, weights, n)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["valid", "malformed", "not_tree", "valid", "empty", "huge", "huge"]
    weighted = ["valid"] * 6 + ["malformed", "malformed", "not_tree", "not_tree"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        if kind == "huge" and split != "hidden":
            kind = "valid"
        cases.append(_case(rng, kind))
    return cases
