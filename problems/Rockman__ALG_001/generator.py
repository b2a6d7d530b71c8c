import random

_TOP = 2**62


def _value(rng: random.Random, style: str) -> int:
    if style == "small":
        return rng.randint(0, 255)
    if style == "high":
        return rng.randint(2**32, _TOP - 1)
    if style == "extreme":
        return rng.choice([0, _TOP - 1, 2**61, 2**32, 2**32 - 1, 1])
    return rng.randint(0, _TOP - 1)


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "tiny":
        return {"args": [[_value(rng, "any") for _ in range(rng.randint(0, 1))]]}
    if kind == "high":
        n = rng.randint(2, 60)
        return {"args": [[_value(rng, "high") for _ in range(n)]]}
    if kind == "extreme":
        n = rng.randint(2, 30)
        return {"args": [[_value(rng, "extreme") for _ in range(n)]]}
    if kind == "repeats":
        n = rng.randint(2, 40)
        base = [_value(rng, "any") for _ in range(3)]
        return {"args": [[rng.choice(base) for _ in range(n)]]}
    if kind == "large":
        n = rng.randint(1000, 5000)
        return {"args": [[_value(rng, rng.choice(["small", "high", "any"])) for _ in range(n)]]}
    n = rng.randint(2, 200)
    style = rng.choice(["small", "any", "high"])
    return {"args": [[_value(rng, style) for _ in range(n)]]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["high", "extreme", "repeats", "tiny", "large", "random"]
    weighted = ["random"] * 4 + ["high", "extreme", "repeats", "tiny", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
