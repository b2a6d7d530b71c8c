import random

_MAX = 10**7


def _case(rng: random.Random, kind: str) -> list:
    if kind == "vertical":
        # one vertical line with a few stray towers: x pruning alone does not help
        x = rng.randint(-_MAX, _MAX)
        ys = rng.sample(range(-_MAX, _MAX), 20000)
        pts = [[x, y] for y in ys]
        for _ in range(5):
            pts[rng.randrange(len(pts))] = [rng.randint(-_MAX, _MAX), rng.randint(-_MAX, _MAX)]
        return [pts]
    if kind == "large":
        return [[[rng.randint(-_MAX, _MAX), rng.randint(-_MAX, _MAX)] for _ in range(20000)]]
    if kind == "duplicate":
        pts = [[rng.randint(-1000, 1000), rng.randint(-1000, 1000)]
               for _ in range(rng.randint(2, 200))]
        pts.append(list(rng.choice(pts)))
        rng.shuffle(pts)
        return [pts]
    if kind == "two":
        return [[[rng.randint(-_MAX, _MAX), rng.randint(-_MAX, _MAX)] for _ in range(2)]]
    if kind == "interleaved":
        # the closest pair is far apart in x order
        pts = []
        for i in range(rng.randint(3, 100)):
            pts.append([i * 10, rng.choice([0, 10**6])])
        pts.append([pts[0][0] + 1, pts[0][1] + 3])
        rng.shuffle(pts)
        return [pts]
    n = rng.randint(2, rng.choice([10, 300, 2000]))
    span = rng.choice([10, 1000, _MAX])
    return [[[rng.randint(-span, span), rng.randint(-span, span)] for _ in range(n)]]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["interleaved", "duplicate", "two", "random", "interleaved"]
    if split == "hidden":
        fixed = ["vertical", "large"] + fixed
    weighted = ["random"] * 5 + ["interleaved"] * 3 + ["duplicate", "two"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
