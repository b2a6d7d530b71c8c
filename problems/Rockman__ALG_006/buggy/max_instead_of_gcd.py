# bug: the lattice points on an edge are counted as max(|dx|, |dy|) instead of gcd(|dx|, |dy|), wrong for slanted edges
from math import gcd


def _parse(polygon: str) -> list[tuple[int, int]]:
    points = []
    for piece in polygon.split(";"):
        x_text, y_text = piece.split(",")
        points.append((int(x_text.replace(" ", "")), int(y_text.replace(" ", ""))))
    if len(points) > 1 and points[-1] == points[0]:
        points.pop()
    return points


def interior_lattice_points(polygon: str) -> int:
    points = _parse(polygon)
    twice_area = 0
    boundary = 0
    for i, (x1, y1) in enumerate(points):
        x2, y2 = points[(i + 1) % len(points)]
        twice_area += x1 * y2 - x2 * y1
        boundary += max(abs(x2 - x1), abs(y2 - y1))
    twice_area = abs(twice_area)
    # Pick's theorem: area = interior + boundary / 2 - 1
    return (twice_area - boundary + 2) // 2
