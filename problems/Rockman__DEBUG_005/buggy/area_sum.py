# bug: adds each stroke's area to its color without accounting for cells repainted by later strokes
def color_counts(height: int, width: int, strokes: list[list[int]]) -> list[int]:
    counts = [0] * 10
    for r1, c1, r2, c2, color in strokes:
        counts[color] += (r2 - r1 + 1) * (c2 - c1 + 1)
    counts[0] = max(0, height * width - sum(counts[1:]))
    return counts
