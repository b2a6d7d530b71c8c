import random


def _board(rng: random.Random, n: int, p: float) -> list[str]:
    return ["".join("#" if rng.random() < p else "." for _ in range(n)) for _ in range(n)]


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "clean":
        return {"args": [_board(rng, rng.randint(1, 9), 0.0)]}
    if kind == "sparse":
        return {"args": [_board(rng, rng.randint(5, 9), rng.uniform(0.03, 0.12))]}
    if kind == "dense":
        return {"args": [_board(rng, rng.randint(4, 9), rng.uniform(0.3, 0.6))]}
    if kind == "blocked_row":
        n = rng.randint(2, 9)
        rows = _board(rng, n, 0.1)
        rows[rng.randrange(n)] = "#" * n
        return {"args": [rows]}
    if kind == "small":
        return {"args": [_board(rng, rng.randint(1, 4), rng.uniform(0.0, 0.4))]}
    return {"args": [_board(rng, rng.randint(4, 8), rng.uniform(0.0, 0.25))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["sparse", "dense", "random", "clean", "blocked_row", "small", "sparse"]
    weighted = ["random"] * 4 + ["sparse"] * 3 + ["dense", "dense", "clean", "blocked_row", "small"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
