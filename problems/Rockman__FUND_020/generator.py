import random


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _grouped(rng: random.Random, groups: int, size: int, sep: str) -> str:
    return sep.join(_digits(rng, size) for _ in range(groups))


def _noise(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(" -") for _ in range(n))


def _case(rng: random.Random, kind: str) -> str:
    if kind == "empty":
        return ""
    if kind == "card":
        return _grouped(rng, 4, 4, rng.choice([" ", "-", ""]))
    if kind == "short":
        n = rng.randint(0, 4)
        chars = list(_digits(rng, n) + _noise(rng, rng.randint(0, 3)))
        rng.shuffle(chars)
        return "".join(chars)
    if kind == "five":
        chars = list(_digits(rng, 5) + _noise(rng, rng.randint(0, 4)))
        rng.shuffle(chars)
        return "".join(chars)
    if kind == "trailing":
        return _noise(rng, rng.randint(0, 3)) + _grouped(rng, rng.randint(2, 5), 3, " ") + \
            _noise(rng, rng.randint(1, 4))
    if kind == "separators_only":
        return _noise(rng, rng.randint(1, 10))
    if kind == "large":
        n = rng.randint(50000, 100000)
        return "".join(rng.choice("0123456789 -" if rng.random() < 0.5 else "0123456789")
                       for _ in range(n))
    n = rng.randint(1, 40)
    return "".join(rng.choice("0123456789" * 3 + " -") for _ in range(n))


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["card", "trailing", "short", "five", "random", "separators_only", "large", "empty"]
    weighted = ["random"] * 5 + ["card", "trailing", "short", "five", "separators_only", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
