# bug: wrong tie-break: when x lies exactly halfway, the larger neighbour is returned
from math import gcd


def closest_fraction(p: int, q: int, limit: int) -> tuple[int, int]:
    g = gcd(p, q)
    p, q = p // g, q // g
    if q <= limit:
        return (p, q)
    # Here x = p / q > 0 is not representable; walk the Stern-Brocot tree towards x,
    # jumping many steps at once, keeping lo < x < hi with denominators <= limit.
    lo_n, lo_d = 0, 1
    hi_n, hi_d = 1, 0
    while True:
        moved = False
        # largest k with (lo + k * hi) still below x and its denominator within limit
        below = p * lo_d - lo_n * q
        above = hi_n * q - p * hi_d
        k = (below - 1) // above
        if hi_d:
            k = min(k, (limit - lo_d) // hi_d)
        if k > 0:
            lo_n, lo_d = lo_n + k * hi_n, lo_d + k * hi_d
            moved = True
        below = p * lo_d - lo_n * q
        above = hi_n * q - p * hi_d
        k = min((above - 1) // below, (limit - hi_d) // lo_d)
        if k > 0:
            hi_n, hi_d = hi_n + k * lo_n, hi_d + k * lo_d
            moved = True
        if not moved:
            break
    # distance to lo is below / (q * lo_d), distance to hi is above / (q * hi_d)
    below = p * lo_d - lo_n * q
    above = hi_n * q - p * hi_d
    if below * hi_d < above * lo_d:
        return (lo_n, lo_d)
    return (hi_n, hi_d)
