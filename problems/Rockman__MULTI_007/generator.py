import random


def _rect(rng: random.Random, lo: int, hi: int, max_side: int) -> list[int]:
    x, y = rng.randint(lo, hi), rng.randint(lo, hi)
    w, h = rng.randint(0, max_side), rng.randint(0, max_side)
    pts = [x, y, min(hi, x + w), min(hi, y + h)]
    if rng.random() < 0.4:
        # opposite corners given in the other order
        pts = [pts[2], pts[3], pts[0], pts[1]] if rng.random() < 0.5 else [pts[0], pts[3], pts[2], pts[1]]
    return pts


def _fmt(rng: random.Random, pts: list[int]) -> str:
    sep = [rng.choice([" ", " ", "  "]) for _ in range(3)]
    return rng.choice(["", " "]) + str(pts[0]) + sep[0] + str(pts[1]) + sep[1] + str(pts[2]) + sep[2] + str(pts[3]) + rng.choice(["", " "])


def _bad(rng: random.Random, pts: list[int]) -> str:
    a, b, c, d = pts
    return rng.choice([
        f"{a} {b} {c}",
        f"{a} {b} {c} {d} 5",
        f"{a},{b},{c},{d}",
        f"{a} {b} {c} {d}.5",
        f"+{a} {b} {c} {d}",
        f"{a} {b} x {d}",
        "",
    ])


def _case(rng: random.Random, n: int, lo: int, hi: int, max_side: int, p_bad: float) -> dict:
    rects = []
    for _ in range(n):
        pts = _rect(rng, lo, hi, max_side)
        rects.append(_bad(rng, pts) if rng.random() < p_bad else _fmt(rng, pts))
    return {"args": [rects]}


def _nested(rng: random.Random) -> dict:
    # rectangles nested inside each other and touching edges
    rects = []
    x1, y1, x2, y2 = 0, 0, rng.randint(10, 100), rng.randint(10, 100)
    for _ in range(rng.randint(2, 8)):
        rects.append(f"{x1} {y1} {x2} {y2}")
        if x2 - x1 > 2 and y2 - y1 > 2:
            x1, y1, x2, y2 = x1 + 1, y1 + 1, x2 - 1, y2 - 1
    rects.append(f"{x2} {y1} {x2 + 5} {y2}")
    rects.append(f"{x1} {y1} {x1} {y2 + 50}")
    rng.shuffle(rects)
    return {"args": [rects]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        kind = i % 5
        if kind == 0:
            cases.append(_nested(rng))
        elif kind == 1:
            cases.append(_case(rng, rng.randint(0, 5), -10, 10, 8, 0.3))
        elif kind == 2:
            cases.append(_case(rng, rng.randint(5, 40), 0, 30, 15, 0.1))
        else:
            cases.append(_case(rng, rng.randint(20, 120), -10**6, 10**6, rng.choice([10**4, 5 * 10**5, 2 * 10**6]), 0.05))
    return cases
