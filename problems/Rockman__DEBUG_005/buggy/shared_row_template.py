# bug: every row is the same template list object (created once, outside the loop), so rows share their cells
def color_counts(height: int, width: int, strokes: list[list[int]]) -> list[int]:
    blank = [0] * width
    canvas = []
    for _ in range(height):
        canvas.append(blank)
    for r1, c1, r2, c2, color in strokes:
        for r in range(r1, r2 + 1):
            for c in range(c1, c2 + 1):
                canvas[r][c] = color
    counts = [0] * 10
    for row in canvas:
        for value in row:
            counts[value] += 1
    return counts
