import random
from math import isqrt

_MAX = 10**9
_WIDTH = 100000


def _is_prime(n: int) -> bool:
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    d = 3
    while d * d <= n:
        if n % d == 0:
            return False
        d += 2
    return True


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "from_one":
        return [1, rng.randint(1, rng.choice([30, 1000, _WIDTH]))]
    if kind == "prime_square":
        # isqrt(high) is a prime p and p * p lies inside the window
        p = rng.randint(2, rng.choice([100, 3000, isqrt(_MAX)]))
        while not _is_prime(p):
            p -= 1
        high = rng.randint(p * p, min(_MAX, (p + 1) ** 2 - 1))
        low = max(1, p * p - rng.randint(0, 50))
        return [low, high]
    if kind == "small_primes_inside":
        low = rng.randint(1, 200)
        return [low, low + rng.randint(0, 5000)]
    if kind == "wide_far":
        high = rng.randint(_MAX - 10**7, _MAX)
        return [high - _WIDTH, high]
    if kind == "point":
        n = rng.randint(1, _MAX)
        return [n, n]
    high = rng.randint(1, rng.choice([10**4, 10**6, _MAX]))
    low = max(1, high - rng.randint(0, rng.choice([100, 5000, _WIDTH])))
    return [low, high]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["prime_square", "from_one", "small_primes_inside", "wide_far", "random",
             "prime_square"]
    weighted = ["random"] * 4 + ["prime_square"] * 3 + ["from_one", "small_primes_inside",
                                                        "point", "wide_far"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
