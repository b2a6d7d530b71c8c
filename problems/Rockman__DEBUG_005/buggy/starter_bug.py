# bug: (the bug shipped in the starter code) the canvas rows are built by repeating one list object, so painting a cell in one row paints the same column in every row
def color_counts(height: int, width: int, strokes: list[list[int]]) -> list[int]:
    canvas = [[0] * width] * height
    for r1, c1, r2, c2, color in strokes:
        for r in range(r1, r2 + 1):
            row = canvas[r]
            for c in range(c1, c2 + 1):
                row[c] = color
    counts = [0] * 10
    for row in canvas:
        for value in row:
            counts[value] += 1
    return counts
