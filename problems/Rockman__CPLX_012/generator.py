import random


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "huge":
        return [rng.randint(10**13, 10**14)]
    if kind == "power":
        k = rng.randint(0, 46)
        return [2**k + rng.choice([-1, 0, 0, 1]) if k else 1]
    if kind == "small":
        return [rng.randint(0, 40)]
    if kind == "all_ones":
        return [2 ** rng.randint(1, 46) - 1]
    return [rng.randint(0, 10 ** rng.randint(1, 14))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["power", "small", "all_ones", "random", "power"]
    if split == "hidden":
        fixed = ["huge"] + fixed
    weighted = ["random"] * 5 + ["power"] * 3 + ["small", "all_ones", "huge"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
