# bug: treats the bottom-right corner as exclusive, so the last row and column of every stroke stay unpainted
def color_counts(height: int, width: int, strokes: list[list[int]]) -> list[int]:
    canvas = [[0] * width for _ in range(height)]
    for r1, c1, r2, c2, color in strokes:
        for r in range(r1, r2):
            for c in range(c1, c2):
                canvas[r][c] = color
    counts = [0] * 10
    for row in canvas:
        for value in row:
            counts[value] += 1
    return counts
