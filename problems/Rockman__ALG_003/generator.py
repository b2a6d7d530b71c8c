import random


def _case(rng: random.Random, kind: str) -> dict:
    n = rng.randint(1, 50)
    last = 2**n - 1
    if kind == "ends":
        return {"args": [n, rng.choice([1, last])]}
    if kind == "middle":
        return {"args": [n, 1 << (n - 1)]}
    if kind == "near_middle":
        if n == 1:
            return {"args": [1, 1]}
        mid = 1 << (n - 1)
        return {"args": [n, mid + rng.choice([-1, 1, 2])]} if n > 2 else {"args": [n, mid + 1]}
    if kind == "small":
        n = rng.randint(1, 6)
        return {"args": [n, rng.randint(1, 2**n - 1)]}
    if kind == "big":
        n = rng.randint(40, 50)
        return {"args": [n, rng.randint(1, 2**n - 1)]}
    return {"args": [n, rng.randint(1, last)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["small", "big", "near_middle", "ends", "middle", "random"]
    weighted = ["random"] * 4 + ["small", "small", "big", "near_middle", "ends", "middle"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
