import random


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "huge":
        return [rng.randint(9 * 10**8, 10**9), rng.randint(1, 1000), rng.randint(1, 1000)]
    if kind == "shared_factor":
        g = rng.randint(2, 1000)
        a = g * rng.randint(1, 1000)
        b = g * rng.randint(1, 1000)
        return [rng.randint(1, 10**rng.randint(1, 6)), a, b]
    if kind == "equal":
        a = rng.randint(1, 10**6)
        return [rng.randint(1, 10**6), a, a]
    if kind == "divides":
        a = rng.randint(1, 1000)
        b = a * rng.randint(2, 1000)
        if rng.random() < 0.5:
            a, b = b, a
        return [rng.randint(1, 10**5), a, b]
    if kind == "first":
        return [1, rng.randint(1, 10**6), rng.randint(1, 10**6)]
    return [rng.randint(1, 10**rng.randint(1, 5)), rng.randint(1, 10**rng.randint(1, 6)),
            rng.randint(1, 10**rng.randint(1, 6))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["shared_factor", "equal", "divides", "random", "first"]
    if split == "hidden":
        fixed = ["huge", "huge"] + fixed
    weighted = ["random"] * 4 + ["shared_factor"] * 4 + ["equal", "divides", "first"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
