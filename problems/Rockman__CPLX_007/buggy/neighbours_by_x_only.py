# bug: after sorting by x only neighbouring towers are compared, missing close pairs that are separated in x order by a far tower
def closest_towers(points: list[tuple[int, int]]) -> int:
    ordered = sorted(points)
    return min((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2 for a, b in zip(ordered, ordered[1:]))
