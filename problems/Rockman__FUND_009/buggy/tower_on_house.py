# bug: each tower is placed on the leftmost unreached house, so it only reaches r to the right instead of 2r
from bisect import bisect_right


def _enough(points: list[int], towers: int, r: int) -> bool:
    i, used, n = 0, 0, len(points)
    while i < n:
        used += 1
        if used > towers:
            return False
        i = bisect_right(points, points[i] + r, i)
    return True


def smallest_radius(houses: list[int], towers: int) -> int:
    if not houses:
        return 0
    points = sorted(houses)
    lo, hi = 0, points[-1] - points[0]
    while lo < hi:
        mid = (lo + hi) // 2
        if _enough(points, towers, mid):
            hi = mid
        else:
            lo = mid + 1
    return lo
