import math
import random

_MAX = 10**6


def _star(rng: random.Random, n: int, span: int) -> list[list[int]]:
    """A simple polygon: points with distinct angles around the origin, sorted by angle."""
    by_angle = {}
    while len(by_angle) < n:
        x, y = rng.randint(-span, span), rng.randint(-span, span)
        if (x, y) == (0, 0):
            continue
        key = round(math.atan2(y, x), 9)
        if key not in by_angle or rng.random() < 0.3:
            by_angle[key] = [x, y]
    pts = [by_angle[k] for k in sorted(by_angle)]
    # the origin must be strictly inside: needs angle gaps below pi
    angles = sorted(by_angle)
    gaps = [b - a for a, b in zip(angles, angles[1:])] + [angles[0] + 2 * math.pi - angles[-1]]
    if max(gaps) >= math.pi - 1e-6:
        return _star(rng, n, span)
    return pts


def _case(rng: random.Random, kind: str) -> list:
    if kind == "rectangle":
        x1, x2 = sorted(rng.sample(range(-_MAX, _MAX), 2))
        y1, y2 = sorted(rng.sample(range(-_MAX, _MAX), 2))
        pts = [[x1, y1], [x2, y1], [x2, y2], [x1, y2]]
    elif kind == "triangle":
        while True:
            pts = [[rng.randint(-50, 50), rng.randint(-50, 50)] for _ in range(3)]
            (ax, ay), (bx, by), (cx, cy) = pts
            if (bx - ax) * (cy - ay) - (by - ay) * (cx - ax) != 0:
                break
    elif kind == "collinear":
        # a rectangle whose bottom edge is split by extra vertices
        w, h = rng.randint(2, 40), rng.randint(1, 40)
        xs = sorted(rng.sample(range(1, w), rng.randint(1, min(5, w - 1))))
        pts = [[0, 0]] + [[x, 0] for x in xs] + [[w, 0], [w, h], [0, h]]
    elif kind == "large":
        pts = _star(rng, 1000, _MAX)
    else:
        span = rng.choice([5, 100, _MAX])
        pts = _star(rng, rng.randint(3, min(span, rng.choice([6, 40, 300]))), span)
    if rng.random() < 0.5:
        pts.reverse()
    shift = rng.randrange(len(pts))
    return [pts[shift:] + pts[:shift]]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["triangle", "collinear", "rectangle", "random", "large", "triangle"]
    weighted = ["random"] * 5 + ["triangle"] * 3 + ["collinear", "rectangle", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
