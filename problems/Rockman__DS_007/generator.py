import random


def _range(rng: random.Random, n: int, wide: bool) -> list[int]:
    if wide:
        a = rng.randint(0, n // 10)
        b = rng.randint(n - 1 - n // 10, n - 1)
        return [a, b]
    a, b = sorted([rng.randrange(n), rng.randrange(n)])
    return [a, b]


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "single":
        n = 1
    elif kind == "huge":
        n = rng.randint(90000, 100000)
    else:
        n = rng.choice([rng.randint(1, 10), rng.randint(10, 300)])
    heights = [rng.randint(-10**9, 10**9) for _ in range(n)]
    if kind == "flat":
        heights = [0] * n
    n_ops = rng.randint(4000, 5000) if kind == "huge" else rng.randint(5, 400)
    wide = kind == "huge"
    ops = []
    for _ in range(n_ops):
        r = rng.random()
        rg = _range(rng, n, wide)
        if r < 0.4:
            ops.append(["raise_range", rg + [rng.choice([0, rng.randint(-10**6, 10**6)])]])
        elif r < 0.7:
            ops.append(["lowest", rg])
        else:
            ops.append(["total", rg])
    return {"init": [heights], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["flat", "single", "random", "random"]
    if split == "hidden":
        fixed = ["huge", "huge"] + fixed
    weighted = ["random"] * 6 + ["flat", "single"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
