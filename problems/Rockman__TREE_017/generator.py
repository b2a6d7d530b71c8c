import random

_LIMIT = 10**9


def _distinct(rng: random.Random, n: int) -> list[int]:
    span = rng.choice([n + 5, 10 * n + 10, _LIMIT])
    span = min(span, _LIMIT)
    return rng.sample(range(-span, span + 1), n)


def _alternating(values: list[int]) -> list[int]:
    s = sorted(values)
    out = []
    lo, hi = 0, len(s) - 1
    while lo <= hi:
        out.append(s[lo])
        if lo != hi:
            out.append(s[hi])
        lo += 1
        hi -= 1
    return out


def _arrange(rng: random.Random, values: list[int], shape: str) -> list[int]:
    if shape == "sorted":
        return sorted(values)
    if shape == "reverse":
        return sorted(values, reverse=True)
    if shape == "alternating":
        return _alternating(values)
    if shape == "nearly_sorted":
        out = sorted(values)
        for _ in range(max(1, len(out) // 50)):
            i, j = rng.randrange(len(out)), rng.randrange(len(out))
            out[i], out[j] = out[j], out[i]
        return out
    if shape == "blocks":
        # sorted runs that alternate direction: long paths glued together
        out = sorted(values)
        size = rng.randint(2, max(2, len(out) // 3))
        runs = [out[i:i + size] for i in range(0, len(out), size)]
        rng.shuffle(runs)
        return [x for k, run in enumerate(runs) for x in (run if k % 2 else run[::-1])]
    out = values[:]
    rng.shuffle(out)
    return out


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "empty":
        return {"args": [[]]}
    if kind == "huge":
        n = rng.randint(36000, 40000)
        shape = rng.choice(["sorted", "reverse", "alternating"])
    elif kind == "tiny":
        n = rng.randint(1, 8)
        shape = rng.choice(["random", "sorted", "alternating"])
    else:
        n = rng.randint(2, rng.choice([50, 500, 2000]))
        shape = rng.choice(["random", "random", "sorted", "reverse", "alternating",
                            "nearly_sorted", "blocks"])
    values = _distinct(rng, n)
    return {"args": [_arrange(rng, values, shape)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "tiny", "empty", "random", "huge", "huge", "huge"]
    weighted = ["random"] * 7 + ["tiny"] * 3
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        if kind == "huge" and split != "hidden":
            kind = "random"
        cases.append(_case(rng, kind))
    return cases
