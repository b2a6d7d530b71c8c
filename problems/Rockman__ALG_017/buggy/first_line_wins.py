# bug: when a name is listed again, its first position is kept instead of the last one
def hull_names(lines: list[str]) -> list[str]:
    positions = _parse(lines)
    # the name shown for each distinct position: the smallest name standing there
    label: dict[tuple[int, int], str] = {}
    for name, point in positions.items():
        if point not in label or name < label[point]:
            label[point] = name
    points = sorted(label)
    if len(points) <= 2:
        return [label[p] for p in points]
    corners = _hull(points)
    return [label[p] for p in corners]


def _parse(lines: list[str]) -> dict[str, tuple[int, int]]:
    positions: dict[str, tuple[int, int]] = {}
    for raw in lines:
        line = raw.strip(" ")
        if not line or line.startswith("#"):
            continue
        fields = [field for field in line.split(" ") if field]
        if len(fields) != 3:
            continue
        name, x, y = fields
        if not all(ch.isascii() and ch.isalnum() for ch in name):
            continue
        if not (_is_number(x) and _is_number(y)):
            continue
        positions.setdefault(name, (int(x), int(y)))
    return positions


def _is_number(text: str) -> bool:
    digits = text[1:] if text.startswith("-") else text
    return digits != "" and all("0" <= ch <= "9" for ch in digits)


def _cross(o: tuple[int, int], a: tuple[int, int], b: tuple[int, int]) -> int:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _hull(points: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Corners in counterclockwise order from the smallest point; points are sorted and distinct."""
    lower: list[tuple[int, int]] = []
    for p in points:
        while len(lower) >= 2 and _cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[tuple[int, int]] = []
    for p in reversed(points):
        while len(upper) >= 2 and _cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]
