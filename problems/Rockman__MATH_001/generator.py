import random


def _case(rng: random.Random, kind: str) -> list[int]:
    base = rng.choice([2, 10, 16, rng.randint(2, 36)])
    if kind == "zero":
        return [0, base]
    if kind in ("power", "below_power", "above_power"):
        powers = []
        p = base
        while p <= 10**18:
            powers.append(p)
            p *= base
        p = rng.choice(powers)
        if kind == "below_power":
            return [p - 1, base]
        if kind == "above_power":
            return [p + 1, base]
        return [p, base]
    if kind == "base_itself":
        return [base, base]
    if kind == "huge":
        return [rng.randint(10**17, 10**18), base]
    if kind == "small":
        return [rng.randint(1, 50), base]
    return [rng.randint(0, 10 ** rng.randint(1, 18)), base]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["power", "below_power", "zero", "base_itself", "huge", "power"]
    weighted = ["random"] * 4 + ["power"] * 3 + ["below_power", "above_power", "huge",
                                                 "small", "base_itself", "zero"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
