import random

_SMALL_PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31]


def _big_prime(rng: random.Random, low: int, high: int) -> int:
    while True:
        p = rng.randint(low, high) | 1
        if all(p % d for d in range(3, int(p ** 0.5) + 1, 2)):
            return p


def _case(rng: random.Random, kind: str) -> list[int]:
    n = rng.choice([rng.randint(0, 100), rng.randint(0, 10**6), rng.randint(0, 10**12)])
    if kind == "large_prime_factor":
        # m = small part times a prime above its square root
        small = rng.choice([1, 2, 6, 12, 30, 4])
        return [n, small * _big_prime(rng, 1000, 10**9 // (small * 8))]
    if kind == "prime_square_left":
        p = rng.choice([7, 11, 13, 101, 997])
        return [n, rng.choice([2, 6, 1]) * p * p]
    if kind == "powers":
        m = 1
        for p in rng.sample(_SMALL_PRIMES, rng.randint(1, 4)):
            m *= p ** rng.randint(1, 4)
        return [n, m]
    if kind == "m_one":
        return [n, 1]
    if kind == "n_zero":
        return [0, rng.randint(1, 10**9)]
    if kind == "many_primes":
        return [rng.randint(10**11, 10**12), 2 * 3 * 5 * 7 * 11 * 13 * 17 * 19 * 23]
    return [n, rng.randint(1, rng.choice([100, 10**6, 10**9]))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["large_prime_factor", "powers", "prime_square_left", "m_one", "random",
             "many_primes", "n_zero"]
    weighted = ["random"] * 4 + ["large_prime_factor"] * 3 + ["powers"] * 2 + [
        "prime_square_left", "m_one", "many_primes", "n_zero"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
