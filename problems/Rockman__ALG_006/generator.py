import math
import random

_LIMIT = 10**6


def _star(rng: random.Random, m: int, radius: int) -> list[tuple[int, int]]:
    while True:
        cx = rng.randint(-_LIMIT + radius, _LIMIT - radius)
        cy = rng.randint(-_LIMIT + radius, _LIMIT - radius)
        pts = set()
        for _ in range(m):
            a = rng.uniform(0, 2 * math.pi)
            r = rng.uniform(0.2, 1.0) * radius
            pts.add((cx + round(r * math.cos(a)), cy + round(r * math.sin(a))))
        pts.discard((cx, cy))
        by_angle = {}
        for x, y in pts:
            by_angle.setdefault(math.atan2(y - cy, x - cx), (x, y))
        angles = sorted(by_angle)
        if len(angles) < 3:
            continue
        gaps = [b - a for a, b in zip(angles, angles[1:])] + [angles[0] + 2 * math.pi - angles[-1]]
        if max(gaps) < math.pi - 1e-6:
            return [by_angle[a] for a in angles]


def _rectilinear(rng: random.Random) -> list[tuple[int, int]]:
    x0, y0 = rng.randint(-1000, 1000), rng.randint(-1000, 1000)
    w, h = rng.randint(1, 500), rng.randint(1, 500)
    pts = [(x0, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0, y0 + h)]
    if w > 2 and h > 2 and rng.random() < 0.5:
        # cut a notch into the top edge: an L/U shape, still simple
        a = rng.randint(1, w - 2)
        b = rng.randint(a + 1, w - 1)
        d = rng.randint(1, h - 1)
        pts = [(x0, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0 + b, y0 + h), (x0 + b, y0 + h - d),
               (x0 + a, y0 + h - d), (x0 + a, y0 + h), (x0, y0 + h)]
    return pts


def _triangle(rng: random.Random) -> list[tuple[int, int]]:
    while True:
        pts = [(rng.randint(-50, 50), rng.randint(-50, 50)) for _ in range(3)]
        (x1, y1), (x2, y2), (x3, y3) = pts
        if (x2 - x1) * (y3 - y1) - (x3 - x1) * (y2 - y1) != 0:
            return pts


def _with_collinear(rng: random.Random, pts: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out = []
    for i, (x1, y1) in enumerate(pts):
        out.append((x1, y1))
        x2, y2 = pts[(i + 1) % len(pts)]
        g = math.gcd(abs(x2 - x1), abs(y2 - y1))
        if g > 1 and rng.random() < 0.5:
            k = rng.randint(1, g - 1)
            out.append((x1 + (x2 - x1) // g * k, y1 + (y2 - y1) // g * k))
    return out


def _sp(rng: random.Random) -> str:
    return rng.choice(["", "", "", " ", "  "])


def _render(rng: random.Random, pts: list[tuple[int, int]], close: bool) -> str:
    if rng.random() < 0.5:
        pts = pts[::-1]
    shift = rng.randrange(len(pts))
    pts = pts[shift:] + pts[:shift]
    if close:
        pts = pts + [pts[0]]
    parts = [f"{_sp(rng)}{x}{_sp(rng)},{_sp(rng)}{y}{_sp(rng)}" for x, y in pts]
    return ";".join(parts)


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "rect":
        pts = _rectilinear(rng)
    elif kind == "triangle":
        pts = _triangle(rng)
    elif kind == "big":
        pts = _star(rng, rng.randint(500, 2000), rng.randint(10**5, 9 * 10**5))
    elif kind == "collinear":
        pts = _with_collinear(rng, _rectilinear(rng) if rng.random() < 0.5 else _triangle(rng))
    else:
        pts = _star(rng, rng.randint(3, 60), rng.randint(3, 10**rng.randint(1, 5)))
    return {"args": [_render(rng, pts, rng.random() < 0.35)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["star", "rect", "triangle", "collinear", "big", "star"]
    weighted = ["star"] * 4 + ["rect", "rect", "triangle", "collinear", "collinear", "big"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
