import random
from math import gcd

TOP = 10**12


def _neighbors(p: int, q: int, limit: int) -> tuple[int, int, int, int]:
    """Fractions lo < p/q < hi adjacent in the Farey sequence of order limit (p/q reduced, q > limit)."""
    lo_n, lo_d, hi_n, hi_d = 0, 1, 1, 0
    while True:
        moved = False
        below, above = p * lo_d - lo_n * q, hi_n * q - p * hi_d
        k = (below - 1) // above
        if hi_d:
            k = min(k, (limit - lo_d) // hi_d)
        if k > 0:
            lo_n, lo_d, moved = lo_n + k * hi_n, lo_d + k * hi_d, True
        below, above = p * lo_d - lo_n * q, hi_n * q - p * hi_d
        k = min((above - 1) // below, (limit - hi_d) // lo_d)
        if k > 0:
            hi_n, hi_d, moved = hi_n + k * lo_n, hi_d + k * lo_d, True
        if not moved:
            return lo_n, lo_d, hi_n, hi_d


def _random_value(rng: random.Random) -> tuple[int, int]:
    style = rng.randint(0, 3)
    if style == 0:
        q = rng.randint(1, TOP)
        return rng.randint(0, q), q
    if style == 1:
        q = rng.randint(10**6, TOP)
        return rng.randint(0, TOP), q
    if style == 2:
        q = rng.randint(2, 10**4)
        return rng.randint(0, TOP), q
    q = rng.randint(1, 10**6)
    return rng.randint(0, 50 * q), q


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "tie":
        while True:
            limit = rng.choice([rng.randint(1, 30), rng.randint(1, 1000), rng.randint(1, 5 * 10**5)])
            q = rng.randint(limit + 1, 10**9)
            p = rng.randint(1, rng.choice([q, 5 * q]))
            g = gcd(p, q)
            if q // g <= limit:
                continue
            a, b, c, d = _neighbors(p // g, q // g, limit)
            num, den = a * d + b * c, 2 * b * d
            if num <= TOP and den <= TOP:
                k = rng.randint(1, max(1, min(TOP // num, TOP // den, 5)))
                return [num * k, den * k, limit]
    if kind == "representable":
        b = rng.randint(1, 10**6)
        a = rng.randint(0, 20 * b)
        g = gcd(a, b)
        a, b = a // g, b // g
        k = rng.randint(1, min(TOP // max(a, 1), TOP // b, 10**6))
        return [a * k, b * k, rng.randint(b, min(TOP, b * rng.choice([1, 2, 1000])))]
    if kind == "just_below":
        p, q = _random_value(rng)
        g = gcd(p, q)
        if q // g <= 1:
            return [p, q, 1]
        return [p, q, q // g - 1]
    if kind == "pi_like":
        return [rng.choice([314159265358, 271828182845, 141421356237, 161803398874]),
                10**11, rng.choice([1, 7, 100, 113, 1000, 33215, 10**6, 10**9])]
    if kind == "near_zero":
        q = rng.randint(10**9, TOP)
        return [rng.randint(0, 3), q, rng.randint(1, rng.choice([10, 10**6, 10**12]))]
    if kind == "huge_integer_part":
        return [rng.randint(TOP // 2, TOP), rng.randint(2, 50), rng.randint(1, 3)]
    if kind == "small":
        q = rng.randint(1, 50)
        return [rng.randint(0, 200), q, rng.randint(1, 20)]
    p, q = _random_value(rng)
    return [p, q, rng.choice([rng.randint(1, 100), rng.randint(1, 10**6), rng.randint(1, TOP)])]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["tie", "random", "representable", "just_below", "pi_like", "near_zero",
             "huge_integer_part", "small", "tie"]
    weighted = ["random"] * 5 + ["tie"] * 3 + ["small"] * 2 + [
        "representable", "just_below", "pi_like", "near_zero", "huge_integer_part"]
    return [{"args": _case(rng, fixed[i] if i < len(fixed) else rng.choice(weighted))}
            for i in range(count)]
