from math import gcd


def _parse(polygon: str) -> list[tuple[int, int]]:
    points = []
    for piece in polygon.split(";"):
        x_text, y_text = piece.split(",")
        points.append((int(x_text.replace(" ", "")), int(y_text.replace(" ", ""))))
    if points[-1] == points[0]:
        points.pop()
    return points


def interior_lattice_points(polygon: str) -> int:
    points = _parse(polygon)
    edges = list(zip(points, points[1:] + points[:1]))
    twice_area = abs(sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in edges))
    boundary = sum(gcd(abs(x2 - x1), abs(y2 - y1)) for (x1, y1), (x2, y2) in edges)
    # Pick's theorem: area = interior + boundary / 2 - 1
    return (twice_area - boundary + 2) // 2
