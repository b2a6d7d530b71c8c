import random

LIMIT = 1 << 50


def _gray(i: int) -> int:
    return i ^ (i >> 1)


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "small":
        return {"args": [[_gray(i) for i in range(rng.randint(1, 40))]]}
    if kind == "powers":
        return {"args": [[1 << rng.randint(0, 49) for _ in range(rng.randint(1, 20))]]}
    if kind == "big":
        codes = [rng.randrange(1 << 32, LIMIT) for _ in range(rng.randint(1, 30))]
        return {"args": [codes]}
    if kind == "edges":
        codes = [0, 1, LIMIT - 1, LIMIT >> 1, _gray(LIMIT - 1), (1 << 32) - 1, 1 << 32]
        rng.shuffle(codes)
        return {"args": [codes[: rng.randint(1, len(codes))]]}
    if kind == "empty":
        return {"args": [[]]}
    width = rng.randint(1, 50)
    codes = [rng.randrange(0, 1 << width) for _ in range(rng.randint(1, 60))]
    return {"args": [codes]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["small", "powers", "big", "edges", "empty", "random"]
    weighted = ["random"] * 5 + ["big", "big", "powers", "small", "edges"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
