# bug: a house exactly at distance r from a tower is treated as out of reach (strict comparison)
from bisect import bisect_left


def _enough(points: list[int], towers: int, r: int) -> bool:
    i, used, n = 0, 0, len(points)
    while i < n:
        used += 1
        if used > towers:
            return False
        i = max(i + 1, bisect_left(points, points[i] + 2 * r, i))
    return True


def smallest_radius(houses: list[int], towers: int) -> int:
    if not houses:
        return 0
    points = sorted(houses)
    lo, hi = 0, (points[-1] - points[0] + 1) // 2
    while lo < hi:
        mid = (lo + hi) // 2
        if _enough(points, towers, mid):
            hi = mid
        else:
            lo = mid + 1
    return lo
