import random

TOP = 10**18


def _fib_pair(rng: random.Random) -> list[int]:
    a, b = 1, 1
    for _ in range(rng.randint(2, 85)):
        a, b = b, a + b
    return [b, a]


def _sign(rng: random.Random, pair: list[int]) -> list[int]:
    p, q = pair
    if rng.random() < 0.4:
        p = -p
    if rng.random() < 0.4:
        q = -q
    return [p, q]


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "small":
        return _sign(rng, [rng.randint(0, 60), rng.randint(1, 60)])
    if kind == "fib":
        return _sign(rng, _fib_pair(rng))
    if kind == "divisible":
        q = rng.randint(1, 10**9)
        return _sign(rng, [q * rng.randint(0, 10**9), q])
    if kind == "unit":
        return _sign(rng, [rng.randint(0, TOP), 1])
    if kind == "zero":
        return [0, rng.choice([1, -1, rng.randint(2, TOP), -rng.randint(2, TOP)])]
    if kind == "close":
        q = rng.randint(10**17, TOP)
        return _sign(rng, [q + rng.choice([-1, 1]), q])
    return _sign(rng, [rng.randint(0, TOP), rng.randint(1, TOP)])


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    kinds = ["small", "fib", "divisible", "unit", "zero", "close", "big"]
    weighted = ["small", "small", "fib", "divisible", "unit", "zero", "close", "big", "big", "big"]
    return [{"args": _case(rng, kinds[i] if i < len(kinds) else rng.choice(weighted))} for i in range(count)]
