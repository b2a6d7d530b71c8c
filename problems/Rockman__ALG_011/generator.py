import random

_TOP = 2**50


def _spanned(rng: random.Random, rank: int, n: int, bits: int) -> list[int]:
    """n values spanning a space of dimension at most rank inside the low `bits` bits."""
    gens = [rng.randrange(1, 2**bits) for _ in range(rank)]
    out = []
    for _ in range(n):
        v = 0
        for g in gens:
            if rng.random() < 0.5:
                v ^= g
        out.append(v)
    return out + gens[: rng.randint(0, rank)]


def _rank(values: list[int]) -> int:
    basis: list[int] = []
    for v in values:
        for b in basis:
            v = min(v, v ^ b)
        if v:
            basis.append(v)
            basis.sort(reverse=True)
    return len(basis)


def _pick_k(rng: random.Random, values: list[int]) -> int:
    total = 1 << _rank(values)
    r = rng.random()
    if r < 0.25:
        return total  # the largest value
    if r < 0.4:
        return total + rng.randint(1, 5)  # just past the end
    if r < 0.5:
        return rng.randint(1, 3)
    return rng.randint(1, total)


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "small_bits":
        values = [rng.randint(0, 15) for _ in range(rng.randint(1, 6))]
    elif kind == "dependent":
        values = _spanned(rng, rng.randint(1, 12), rng.randint(5, 60), rng.choice([8, 20, 50]))
    elif kind == "empty":
        values = [0] * rng.randint(0, 3)
    elif kind == "full_rank":
        values = [rng.randrange(_TOP) for _ in range(rng.randint(50, 2000))]
    elif kind == "powers":
        values = [1 << rng.randrange(50) for _ in range(rng.randint(1, 30))]
    else:
        values = [rng.randrange(2**rng.randint(1, 50)) for _ in range(rng.randint(1, 100))]
    rng.shuffle(values)
    return {"args": [values, _pick_k(rng, values)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["dependent", "small_bits", "full_rank", "powers", "random", "empty", "dependent"]
    weighted = ["random"] * 3 + ["dependent"] * 4 + ["small_bits", "small_bits", "full_rank",
                                                     "powers", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
