# bug: correct but compares every pair of towers, O(n**2): too slow for 20000 towers
def closest_towers(points: list[tuple[int, int]]) -> int:
    best = None
    n = len(points)
    for i in range(n):
        xi, yi = points[i]
        for j in range(i + 1, n):
            d = (points[j][0] - xi) ** 2 + (points[j][1] - yi) ** 2
            if best is None or d < best:
                best = d
    return best
