import random

TOP_P = 2 * 10**9
TOP_A = 10**15
# primes p where p - 1 has a large power of two (many Tonelli-Shanks rounds)
TWO_ADIC = [998244353, 469762049, 167772161, 754974721, 1811939329, 2013265921, 65537,
            7340033, 5767169, 104857601, 257, 12289, 40961, 786433]


def _is_prime(n: int) -> bool:
    if n < 2:
        return False
    for d in (2, 3, 5, 7, 11, 13):
        if n % d == 0:
            return n == d
    q, s = n - 1, 0
    while q % 2 == 0:
        q //= 2
        s += 1
    for base in (2, 3, 5, 7, 11):
        x = pow(base, q, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _prime(rng: random.Random, low: int, high: int, residue4: int = 0) -> int:
    while True:
        p = rng.randint(low, high)
        if (residue4 == 0 or p % 4 == residue4) and _is_prime(p):
            return p


def _pick_prime(rng: random.Random, kind: str) -> int:
    if kind == "two_adic":
        return rng.choice(TWO_ADIC)
    if kind == "three_mod_four":
        return _prime(rng, 3, TOP_P, 3)
    if kind == "one_mod_four":
        return _prime(rng, 5, TOP_P, 1)
    if kind == "small_prime":
        return _prime(rng, 2, 60)
    return _prime(rng, 2, rng.choice([1000, 10**6, TOP_P]))


def _residue(rng: random.Random, p: int) -> int:
    x = rng.randrange(p)
    a = x * x % p
    return a + p * rng.randint(0, (TOP_A - a) // p) if rng.random() < 0.3 else a


def _non_residue(rng: random.Random, p: int) -> int:
    if p == 2:
        return rng.randint(0, 1)
    while True:
        a = rng.randrange(1, p)
        if pow(a, (p - 1) // 2, p) == p - 1:
            return a + p * rng.randint(0, (TOP_A - a) // p) if rng.random() < 0.3 else a


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "p_two":
        return [rng.choice([0, 1, rng.randint(0, TOP_A)]), 2]
    if kind == "multiple_of_p":
        p = _pick_prime(rng, "any")
        return [p * rng.randint(0, TOP_A // p), p]
    if kind == "non_residue":
        p = _pick_prime(rng, rng.choice(["two_adic", "one_mod_four", "any"]))
        return [_non_residue(rng, p), p]
    if kind == "one":
        return [1, _pick_prime(rng, rng.choice(["two_adic", "any"]))]
    prime_kind = {"two_adic": "two_adic", "three_mod_four": "three_mod_four",
                  "one_mod_four": "one_mod_four", "small": "small_prime"}.get(kind, "any")
    p = _pick_prime(rng, prime_kind)
    return [_residue(rng, p), p]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["two_adic", "three_mod_four", "non_residue", "one_mod_four", "p_two",
             "multiple_of_p", "small", "two_adic", "one"]
    weighted = ["two_adic"] * 4 + ["one_mod_four"] * 3 + ["random"] * 2 + [
        "three_mod_four", "non_residue", "non_residue", "small", "p_two", "multiple_of_p", "one"]
    return [{"args": _case(rng, fixed[i] if i < len(fixed) else rng.choice(weighted))}
            for i in range(count)]
