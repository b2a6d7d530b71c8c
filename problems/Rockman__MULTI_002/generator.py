import random
import string


def _cities(rng: random.Random, n: int) -> list[str]:
    names: set[str] = set()
    while len(names) < n:
        names.add("".join(rng.choice(string.ascii_letters) for _ in range(rng.randint(1, 5))))
    out = sorted(names)
    rng.shuffle(out)
    return out


def _sp(rng: random.Random) -> str:
    return rng.choice(["", " ", " ", "  "])


def _road(rng: random.Random, a: str, b: str, w: int, arrow: str) -> str:
    return _sp(rng) + a + _sp(rng) + arrow + _sp(rng) + b + _sp(rng) + ":" + _sp(rng) + str(w) + _sp(rng)


def _bad(rng: random.Random, a: str, b: str) -> str:
    return rng.choice([
        a + " - " + b,
        a + " -> " + b + " : ",
        a + " => " + b + " : 4",
        a + " <- " + b + " : 4",
        a + " - " + b + " : -3",
        a + " - " + b + " : 1000001",
        a + "1 - " + b + " : 2",
        a + " - " + b + " : 2.5",
        a + " -- " + b + " : 2",
        a + " - " + b + " 7",
        a + "\t- " + b + " : 2",
        "",
    ])


def _case(rng: random.Random, n: int, m: int, q: int, wmax: int, p_dir: float, p_bad: float) -> dict:
    cities = _cities(rng, n)
    lines = []
    for _ in range(m):
        a, b = rng.choice(cities), rng.choice(cities)
        if rng.random() < p_bad:
            lines.append(_bad(rng, a, b))
        else:
            w = rng.choice([0, rng.randint(0, wmax), rng.randint(0, wmax)])
            lines.append(_road(rng, a, b, w, "->" if rng.random() < p_dir else "-"))
    ghosts = _cities(rng, 3)
    sources = [rng.choice(cities) for _ in range(min(q, 8))]
    queries = []
    for _ in range(q):
        s = rng.choice(sources)
        t = rng.choice(cities) if rng.random() < 0.9 else rng.choice(ghosts)
        if rng.random() < 0.05:
            t = s
        if rng.random() < 0.03:
            s = t = rng.choice(ghosts)
        queries.append([s, t])
    return {"args": [lines, queries]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        kind = i % 5
        if kind == 0:
            cases.append(_case(rng, rng.randint(2, 6), rng.randint(1, 10), rng.randint(1, 10), 10, 0.5, 0.3))
        elif kind == 1:
            cases.append(_case(rng, rng.randint(5, 30), rng.randint(5, 80), rng.randint(5, 40), 100, 0.3, 0.1))
        elif kind == 2:
            # all directed: reachability is one-way
            cases.append(_case(rng, rng.randint(5, 40), rng.randint(5, 100), rng.randint(5, 40), 50, 1.0, 0.05))
        else:
            cases.append(_case(rng, rng.randint(50, 300), rng.randint(100, 1000), rng.randint(10, 100), 10**6, 0.3, 0.05))
    return cases
