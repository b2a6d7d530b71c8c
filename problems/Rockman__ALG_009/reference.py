def closest_pair_squared(points: list[tuple[int, int]]) -> int:
    by_x = sorted((x, y) for x, y in points)
    best, _ = _solve(by_x)
    return best


def _dist(p: tuple[int, int], q: tuple[int, int]) -> int:
    return (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2


def _solve(pts: list[tuple[int, int]]) -> tuple[int, list[tuple[int, int]]]:
    """Smallest squared distance within pts (sorted by x) and pts sorted by y."""
    n = len(pts)
    if n <= 3:
        best = min((_dist(pts[i], pts[j]) for i in range(n) for j in range(i + 1, n)),
                   default=float("inf"))
        return best, sorted(pts, key=lambda p: p[1])
    mid = n // 2
    mid_x = pts[mid][0]
    best_left, left = _solve(pts[:mid])
    best_right, right = _solve(pts[mid:])
    best = min(best_left, best_right)
    by_y = sorted(left + right, key=lambda p: p[1])
    strip = [p for p in by_y if (p[0] - mid_x) ** 2 < best]
    for i, p in enumerate(strip):
        for q in strip[i + 1:]:
            if (q[1] - p[1]) ** 2 >= best:
                break
            best = min(best, _dist(p, q))
    return best, by_y
