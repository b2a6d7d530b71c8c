import random


def _stroke(rng: random.Random, h: int, w: int, big: bool) -> list[int]:
    if big:
        r1, r2 = sorted([rng.randrange(h), rng.randrange(h)])
        c1, c2 = sorted([rng.randrange(w), rng.randrange(w)])
    else:
        r1, c1 = rng.randrange(h), rng.randrange(w)
        r2, c2 = min(h - 1, r1 + rng.randint(0, 3)), min(w - 1, c1 + rng.randint(0, 3))
    return [r1, c1, r2, c2, rng.randint(1, 9)]


def _case(rng: random.Random, kind: str) -> dict:
    h, w = rng.randint(1, 30), rng.randint(1, 30)
    if kind == "single_row":
        h = 1
    if kind == "single_col":
        w = 1
    if kind == "none":
        return {"args": [h, w, []]}
    if kind == "one_cell":
        r, c = rng.randrange(h), rng.randrange(w)
        return {"args": [h, w, [[r, c, r, c, rng.randint(1, 9)]]]}
    big = rng.random() < 0.5
    strokes = [_stroke(rng, h, w, big) for _ in range(rng.randint(1, 40))]
    return {"args": [h, w, strokes]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["one_cell", "random", "single_row", "single_col", "none"]
    weighted = ["random"] * 7 + ["one_cell", "single_row", "single_col", "none"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
