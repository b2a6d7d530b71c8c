import random


def _digits(rng: random.Random, n: int, alphabet: str) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _case(rng: random.Random, kind: str) -> str:
    if kind == "blank":
        return rng.choice(["", " ", "   "])
    if kind == "ones":
        return "1" * rng.randint(150, 300)
    if kind == "zeros":
        return _digits(rng, rng.randint(5, 40), "0001")
    if kind == "rising":
        # an increasing list of amounts printed with most separators lost
        value = rng.randint(0, 20)
        parts = []
        for _ in range(rng.randint(3, 25)):
            value += rng.randint(0, value + 5)
            parts.append(str(value))
        out = ""
        for k, part in enumerate(parts):
            out += part if k == 0 or rng.random() < 0.8 else " " * rng.randint(1, 2) + part
        return " " * rng.randint(0, 2) + out + " " * rng.randint(0, 2)
    if kind == "spaced":
        runs = [_digits(rng, rng.randint(1, 6), "0123456789") for _ in range(rng.randint(2, 6))]
        return " ".join(runs)
    if kind == "large":
        return _digits(rng, rng.randint(250, 350), rng.choice(["12", "123456789", "0123456789"]))
    n = rng.choice([rng.randint(1, 8), rng.randint(5, 40), rng.randint(40, 150)])
    return _digits(rng, n, rng.choice(["12", "123", "0123456789", "19", "01"]))


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["blank", "zeros", "rising", "ones", "spaced", "random", "large"]
    weighted = ["random"] * 4 + ["rising"] * 3 + ["spaced", "zeros", "ones", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
