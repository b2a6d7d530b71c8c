import random


def _query(rng: random.Random, rows: int, cols: int, big: bool) -> list[int]:
    if big:
        # wide rectangles, so that scanning them plot by plot is expensive
        r1, r2 = rng.randint(0, rows // 4), rng.randint(3 * rows // 4, rows - 1)
        c1, c2 = rng.randint(0, cols // 4), rng.randint(3 * cols // 4, cols - 1)
    else:
        r1, r2 = rng.randrange(rows), rng.randrange(rows)
        c1, c2 = rng.randrange(cols), rng.randrange(cols)
    if rng.random() < 0.5:
        r1, r2 = r2, r1
    if rng.random() < 0.5:
        c1, c2 = c2, c1
    return [r1, c1, r2, c2]


def _case(rng: random.Random, kind: str) -> list:
    if kind == "large":
        rows, cols, q = rng.randint(250, 300), rng.randint(250, 300), rng.randint(15000, 20000)
    elif kind == "line":
        rows, cols, q = 1, rng.randint(1, 50), rng.randint(1, 30)
        if rng.random() < 0.5:
            rows, cols = cols, rows
    elif kind == "no_queries":
        rows, cols, q = rng.randint(1, 5), rng.randint(1, 5), 0
    else:
        rows, cols, q = rng.randint(1, 30), rng.randint(1, 30), rng.randint(1, 60)
    field = [[rng.randint(-1000, 1000) for _ in range(cols)] for _ in range(rows)]
    big = kind == "large"
    return [field, [_query(rng, rows, cols, big) for _ in range(q)]]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "line", "no_queries", "random"]
    cases = []
    for i in range(count):
        if i < len(fixed):
            kind = fixed[i]
        elif split == "hidden" and i % 16 == 5:
            kind = "large"
        else:
            kind = rng.choice(["random", "random", "random", "line"])
        cases.append({"args": _case(rng, kind)})
    return cases
