import random
import string


def _names(rng: random.Random, n: int) -> list[str]:
    out: set[str] = set()
    while len(out) < n:
        out.add(rng.choice(string.ascii_uppercase) + "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(0, 5))))
    names = sorted(out)
    rng.shuffle(names)
    return names


def _sp(rng: random.Random) -> str:
    return rng.choice(["", " ", " ", "  "])


def _chart(rng: random.Random, names: list[str], shape: str) -> list[str]:
    n = len(names)
    bosses: dict[int, list[int]] = {}
    for i in range(1, n):
        if shape == "chain":
            p = i - 1
        elif shape == "star":
            p = 0
        elif shape == "deep":
            p = max(0, i - rng.randint(1, 3))
        else:
            p = rng.randrange(i)
        bosses.setdefault(p, []).append(i)
    lines = []
    for p, kids in bosses.items():
        rng.shuffle(kids)
        # split one manager's reports over one or more lines
        while kids:
            take = rng.randint(1, len(kids))
            part, kids = kids[:take], kids[take:]
            lines.append(_sp(rng) + names[p] + _sp(rng) + ":" + ",".join(_sp(rng) + names[k] + _sp(rng) for k in part))
    if n == 1 or rng.random() < 0.2:
        lines.append(names[rng.randrange(n)] + ":")
    rng.shuffle(lines)
    return lines


def _queries(rng: random.Random, names: list[str], q: int) -> list[list[str]]:
    ghosts = ["Zz", "Nobody", "Qx"]
    out = []
    for _ in range(q):
        a, b = rng.choice(names), rng.choice(names)
        r = rng.random()
        if r < 0.05:
            b = a
        elif r < 0.1:
            b = rng.choice(ghosts)
        elif r < 0.12:
            a = b = rng.choice(ghosts)
        out.append([a, b])
    return out


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        kind = i % 5
        if kind == 0:
            names = _names(rng, rng.randint(1, 4))
            cases.append({"args": [_chart(rng, names, "random"), _queries(rng, names, rng.randint(1, 6))]})
        elif kind == 1:
            names = _names(rng, rng.randint(50, 1500))
            cases.append({"args": [_chart(rng, names, rng.choice(["chain", "deep"])), _queries(rng, names, rng.randint(50, 600))]})
        elif kind == 2:
            names = _names(rng, rng.randint(5, 200))
            cases.append({"args": [_chart(rng, names, "star"), _queries(rng, names, rng.randint(5, 50))]})
        else:
            names = _names(rng, rng.randint(5, 1500))
            cases.append({"args": [_chart(rng, names, "random"), _queries(rng, names, rng.randint(5, 600))]})
    return cases
