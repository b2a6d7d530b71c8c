import random

_MAX = 10**9


def _case(rng: random.Random, kind: str) -> list:
    if kind == "large":
        n = 100000
        prices = [rng.randint(-10**6, 10**6) for _ in range(n)]
        return [prices, rng.randint(-10**6, 10**6)]
    if kind == "equal_sums":
        # many pairs cost exactly the budget
        v = rng.randint(-100, 100)
        prices = [rng.choice([v, v, v + 1, v - 1]) for _ in range(rng.randint(2, 300))]
        return [prices, 2 * v]
    if kind == "small":
        return [[rng.randint(-10, 10) for _ in range(rng.randint(0, 2))], rng.randint(-20, 20)]
    if kind == "extreme":
        prices = [rng.choice([-_MAX, _MAX, rng.randint(-_MAX, _MAX)])
                  for _ in range(rng.randint(2, 200))]
        return [prices, rng.choice([-2 * _MAX, 2 * _MAX, 0])]
    n = rng.randint(2, rng.choice([10, 300, 3000]))
    span = rng.choice([5, 1000, _MAX])
    prices = [rng.randint(-span, span) for _ in range(n)]
    return [prices, rng.randint(-2 * span, 2 * span)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["equal_sums", "small", "extreme", "random", "equal_sums"]
    if split == "hidden":
        fixed = ["large", "large"] + fixed
    weighted = ["random"] * 5 + ["equal_sums"] * 3 + ["small", "extreme"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
