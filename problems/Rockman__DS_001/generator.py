import random


def _nested(rng: random.Random, n: int, values: list[int]) -> list[int]:
    """A row built from nested cancelling pairs with a few survivors mixed in."""
    out: list[int] = []
    opened: list[int] = []
    while len(out) < n:
        r = rng.random()
        if opened and r < 0.45:
            out.append(-opened.pop())
        elif r < 0.9:
            v = rng.choice(values)
            opened.append(v)
            out.append(v)
        else:
            out.append(rng.choice(values))
    return out


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "empty":
        return {"args": [[]]}
    if kind == "vanish":
        values = [rng.randint(-9, 9) for _ in range(5)]
        row = _nested(rng, rng.randint(10, 60), values)
        opened = []
        for v in row:
            if opened and opened[-1] + v == 0:
                opened.pop()
            else:
                opened.append(v)
        return {"args": [row + [-v for v in reversed(opened)]]}
    if kind == "zeros":
        return {"args": [[rng.choice([0, 0, 0, 1, -1, 2]) for _ in range(rng.randint(1, 40))]]}
    if kind == "equal_pairs":
        v = rng.randint(1, 10**9)
        return {"args": [[rng.choice([v, v, -v]) for _ in range(rng.randint(2, 40))]]}
    if kind == "large":
        values = [rng.randint(-10**9, 10**9) for _ in range(rng.randint(3, 30))]
        return {"args": [_nested(rng, rng.randint(10000, 20000), values)]}
    values = [rng.randint(-20, 20) for _ in range(rng.randint(1, 6))]
    return {"args": [_nested(rng, rng.randint(1, 200), values)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["vanish", "zeros", "equal_pairs", "random", "large", "empty"]
    weighted = ["random"] * 5 + ["vanish", "zeros", "equal_pairs", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
