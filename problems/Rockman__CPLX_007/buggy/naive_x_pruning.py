# bug: correct but only prunes by x distance; with many towers on one vertical line it degrades to O(n**2)
def closest_towers(points: list[tuple[int, int]]) -> int:
    ordered = sorted(points)
    best = None
    n = len(ordered)
    for i in range(n):
        xi, yi = ordered[i]
        for j in range(i + 1, n):
            dx = ordered[j][0] - xi
            if best is not None and dx * dx >= best:
                break
            d = dx * dx + (ordered[j][1] - yi) ** 2
            if best is None or d < best:
                best = d
    return best
