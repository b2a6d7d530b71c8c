import random

_LIMIT = 10**7


def _pts(rng: random.Random, n: int, span: int) -> list[list[int]]:
    cx = rng.randint(-_LIMIT + span, _LIMIT - span)
    cy = rng.randint(-_LIMIT + span, _LIMIT - span)
    return [[rng.randint(cx - span, cx + span), rng.randint(cy - span, cy + span)] for _ in range(n)]


# small sets whose closest pair is not adjacent in y order inside the strip
_TRAPS = [
    [(2, 12), (3, 0), (6, 4), (11, 3)],
    [(3, 2), (3, 8), (6, 4), (10, 10), (11, 3)],
    [(2, 7), (3, 4), (5, 3), (5, 4), (6, 1), (6, 6)],
    [(1, 12), (2, 3), (3, 5), (3, 10), (7, 9), (7, 10), (8, 6)],
    [(1, 3), (5, 3), (5, 6), (9, 3), (9, 5), (9, 8), (11, 4), (11, 10)],
]


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "trap":
        scale = rng.randint(1, 10**5)
        dx = rng.randint(-_LIMIT, _LIMIT - 12 * scale)
        dy = rng.randint(-_LIMIT, _LIMIT - 12 * scale)
        pts = [[dx + x * scale, dy + y * scale] for x, y in rng.choice(_TRAPS)]
        rng.shuffle(pts)
        return {"args": [pts]}
    if kind == "duplicate":
        pts = _pts(rng, rng.randint(2, 300), rng.choice([10, 10**4, 10**6]))
        pts.append(list(rng.choice(pts)))
        rng.shuffle(pts)
        return {"args": [pts]}
    if kind == "vertical":
        # many points sharing an x coordinate: the strip holds almost everything
        x = rng.randint(-_LIMIT, _LIMIT)
        n = rng.randint(2, 500)
        pts = [[x + rng.randint(-1, 1), rng.randint(-_LIMIT, _LIMIT)] for _ in range(n)]
        return {"args": [pts]}
    if kind == "cross_pair":
        # a well-spread set plus one close pair straddling the middle
        pts = _pts(rng, rng.randint(20, 400), 10**6)
        pts.sort()
        mx = pts[len(pts) // 2][0]
        y = rng.randint(-10**6, 10**6)
        pts += [[mx - 1, y], [mx, y + rng.randint(-1, 1)]]
        rng.shuffle(pts)
        return {"args": [pts]}
    if kind == "large":
        return {"args": [_pts(rng, rng.randint(3000, 4000), _LIMIT // 2)]}
    if kind == "tiny":
        return {"args": [_pts(rng, rng.randint(2, 4), rng.choice([1, 100, _LIMIT // 2]))]}
    return {"args": [_pts(rng, rng.randint(2, 600), rng.choice([50, 10**4, 10**6, _LIMIT // 2]))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["trap", "random", "cross_pair", "vertical", "duplicate", "tiny", "large"]
    weighted = ["random"] * 4 + ["trap", "trap", "cross_pair", "cross_pair", "vertical",
                                 "duplicate", "tiny"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
