import random

TOP = 10**18


def _near(rng: random.Random, anchor: int) -> int:
    return min(TOP, max(1, anchor + rng.randint(-2, 2)))


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "small":
        a = rng.randint(1, 3000)
        return [a, a + rng.randint(0, 500)]
    if kind == "single":
        year = rng.choice([rng.randint(1, 3000), 400 * rng.randint(1, 10**6), 100 * rng.randint(1, 10**6),
                           4 * rng.randint(1, 10**6), rng.randint(1, TOP)])
        return [year, year]
    if kind == "century":
        # both ends at or next to multiples of 100 and 400
        a = _near(rng, 100 * rng.randint(1, 10**4))
        b = _near(rng, 400 * rng.randint(1, 10**4))
        return [min(a, b), max(a, b)]
    if kind == "empty":
        b = rng.randint(1, 10**6)
        return [b + rng.randint(1, 5), b]
    if kind == "top":
        return [rng.choice([1, 2, 3, 4, rng.randint(1, TOP)]), TOP - rng.choice([0, 0, 1, 4, 100, 400])]
    a = rng.randint(1, TOP)
    b = rng.randint(1, TOP)
    return [min(a, b), max(a, b)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    kinds = ["small", "single", "century", "empty", "top", "big"]
    weighted = ["small", "single", "century", "century", "top", "big", "big", "empty"]
    return [{"args": _case(rng, kinds[i] if i < len(kinds) else rng.choice(weighted))} for i in range(count)]
