from math import gcd


def interior_lattice_points(vertices: list[tuple[int, int]]) -> int:
    n = len(vertices)
    twice_area = 0
    boundary = 0
    for i in range(n):
        x1, y1 = vertices[i]
        x2, y2 = vertices[(i + 1) % n]
        twice_area += x1 * y2 - x2 * y1
        boundary += gcd(x2 - x1, y2 - y1)
    twice_area = abs(twice_area)
    # Pick's theorem: area = interior + boundary / 2 - 1
    return (twice_area - boundary + 2) // 2
