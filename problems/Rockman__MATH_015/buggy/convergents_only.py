# bug: only the continued-fraction convergents are considered, never the intermediate fractions (semiconvergents), which are sometimes closer
from math import gcd


def closest_fraction(p: int, q: int, limit: int) -> tuple[int, int]:
    g = gcd(p, q)
    p, q = p // g, q // g
    if q <= limit:
        return (p, q)
    prev_n, prev_d = 1, 0
    cur_n, cur_d = p // q, 1
    num, den = q, p - (p // q) * q
    best = (cur_n, cur_d)
    while den:
        a = num // den
        num, den = den, num - a * den
        next_n, next_d = a * cur_n + prev_n, a * cur_d + prev_d
        if next_d > limit:
            break
        prev_n, prev_d, cur_n, cur_d = cur_n, cur_d, next_n, next_d
        best = (cur_n, cur_d)
    return best
