import random

_NAMES = ["apple", "pear", "plum", "fig", "kiwi", "lime", "date", "a", "ab", "b"]


def _row(rng: random.Random, names: list[str]) -> str:
    qty = rng.choice([0, rng.randint(0, 1000)])
    price = rng.choice([0, rng.randint(0, 10**6)])
    return f"{rng.choice(names)},{qty},{price}"


def _bad(rng: random.Random, names: list[str]) -> str:
    n = rng.choice(names)
    return rng.choice([
        f"{n},3",
        f"{n},3,4,5",
        f"{n}, 3,4",
        f" {n},3,4",
        f"{n},3,4 ",
        f"{n},-3,4",
        f"{n},3.5,4",
        f"{n.upper()},3,4",
        f",3,4",
        f"{n},,4",
        f"{n};3;4",
        "name,qty,price",
        "",
    ])


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        n = [rng.randint(0, 4), rng.randint(5, 30), rng.randint(30, 500)][i % 3]
        names = rng.sample(_NAMES, rng.randint(1, len(_NAMES)))
        p_bad = rng.choice([0.0, 0.2, 0.5])
        lines = [_bad(rng, names) if rng.random() < p_bad else _row(rng, names) for _ in range(n)]
        cases.append({"args": [lines]})
    return cases
