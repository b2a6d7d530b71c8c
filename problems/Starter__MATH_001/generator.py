import random
from math import isqrt

_MAX = 100000


def _is_prime(n: int) -> bool:
    if n < 2:
        return False
    return all(n % d for d in range(2, isqrt(n) + 1))


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "tiny":
        return [rng.randint(0, 3), rng.randint(0, 40)]
    if kind == "inverted":
        a, b = sorted(rng.sample(range(0, _MAX + 1), 2))
        return [b, a]
    if kind == "prime_high":
        # high is itself prime
        high = rng.randint(2, rng.choice([100, 10000, _MAX]))
        while not _is_prime(high):
            high -= 1
        return [rng.randint(0, high), high]
    if kind == "square":
        # isqrt(high) is a prime p and p * p lies in the range
        p = rng.randint(2, isqrt(_MAX))
        while not _is_prime(p):
            p -= 1
        high = rng.randint(p * p, min(_MAX, (p + 1) ** 2 - 1))
        return [rng.randint(max(0, p * p - 50), p * p), high]
    if kind == "point":
        n = rng.randint(0, _MAX)
        return [n, n]
    if kind == "large":
        return [rng.randint(0, 1000), rng.randint(90000, _MAX)]
    high = rng.randint(0, rng.choice([1000, 10000, _MAX]))
    low = rng.choice([0, 1, rng.randint(0, high), rng.randint(0, high)])
    return [min(low, high), high]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["square", "prime_high", "tiny", "random", "inverted", "large", "square"]
    weighted = ["random"] * 4 + ["square", "square", "prime_high", "prime_high",
                                 "tiny", "inverted", "point", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
