from bisect import bisect_left, insort
from math import isqrt


def _dist2(p: tuple[int, int], q: tuple[int, int]) -> int:
    dx = p[0] - q[0]
    dy = p[1] - q[1]
    return dx * dx + dy * dy


def closest_towers(points: list[tuple[int, int]]) -> int:
    # sweep by x; keep the towers within the current distance bound in a list sorted by y
    ordered = sorted((x, y) for x, y in points)
    best = _dist2(ordered[0], ordered[1])
    active: list[tuple[int, int]] = []  # (y, x) of the towers still near the sweep line
    tail = 0
    for x, y in ordered:
        reach = isqrt(best) + 1  # a tower at least reach away on one axis cannot beat best
        while ordered[tail][0] <= x - reach:
            tx, ty = ordered[tail]
            del active[bisect_left(active, (ty, tx))]
            tail += 1
        i = bisect_left(active, (y - reach, x))
        while i < len(active) and active[i][0] < y + reach:
            oy, ox = active[i]
            best = min(best, _dist2((ox, oy), (x, y)))
            i += 1
        insort(active, (y, x))
    return best
