import random

_MAX = 10**9


def _clip(values: list[int]) -> list[int]:
    return [min(_MAX, max(1, v)) for v in values]


def _walk(rng: random.Random, n: int, fee: int, spread: int) -> list[int]:
    # prices that drift upwards at about fee per day, so that many pairs are close to the line
    price = rng.randint(1, _MAX // 2)
    out = []
    for _ in range(n):
        out.append(price)
        price += fee + rng.randint(-spread, spread)
        price = min(_MAX, max(1, price))
    return out


def _case(rng: random.Random, kind: str) -> list:
    if kind == "empty":
        return [rng.choice([[], [rng.randint(1, _MAX)]]), rng.randint(0, 10**4)]
    if kind == "exact_line":
        # every key equal: every pair breaks even exactly
        fee = rng.randint(0, 50)
        base = rng.randint(1, 1000)
        return [[base + fee * d for d in range(rng.randint(2, 40))], fee]
    if kind == "flat":
        n = rng.randint(2, 60)
        return [[rng.choice([5, 5, 7]) for _ in range(n)], rng.choice([0, 0, 1, 2])]
    if kind == "falling":
        n = rng.randint(2, 50)
        return [sorted((rng.randint(1, 100) for _ in range(n)), reverse=True), rng.randint(0, 3)]
    if kind == "extremes":
        n = rng.randint(2, 30)
        return [_clip([rng.choice([1, _MAX]) for _ in range(n)]), rng.choice([0, 10**4])]
    if kind == "large":
        n = rng.randint(25000, 30000)
        fee = rng.choice([0, rng.randint(1, 100), rng.randint(1, 10**4)])
        if rng.random() < 0.5:
            return [_walk(rng, n, fee, rng.choice([0, 3, fee + 1, 10**4])), fee]
        return [[rng.randint(1, _MAX) for _ in range(n)], fee]
    n = rng.randint(2, 400)
    fee = rng.choice([0, 1, 2, 5, rng.randint(0, 10**4)])
    style = rng.randrange(3)
    if style == 0:
        return [_walk(rng, n, fee, rng.choice([0, 1, 2, fee, 10])), fee]
    if style == 1:
        return [[rng.randint(1, 20) for _ in range(n)], rng.choice([0, 1])]
    return [[rng.randint(1, _MAX) for _ in range(n)], fee]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "exact_line", "large", "flat", "empty", "random", "falling", "extremes",
             "random", "exact_line"]
    if split == "hidden":
        fixed += ["large"]
    weighted = ["random"] * 6 + ["exact_line", "flat", "falling", "extremes", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
