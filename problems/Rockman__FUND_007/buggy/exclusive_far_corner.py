# bug: the far corner is treated as exclusive (missing + 1), dropping the last row and column of each rectangle
def plot_yields(field: list[list[int]], queries: list[list[int]]) -> list[int]:
    rows, cols = len(field), len(field[0])
    pre = [[0] * (cols + 1) for _ in range(rows + 1)]
    for r in range(rows):
        running = 0
        for c in range(cols):
            running += field[r][c]
            pre[r + 1][c + 1] = pre[r][c + 1] + running
    answers = []
    for r1, c1, r2, c2 in queries:
        top, bottom = min(r1, r2), max(r1, r2)
        left, right = min(c1, c2), max(c1, c2)
        answers.append(pre[bottom][right] - pre[top][right] - pre[bottom][left] + pre[top][left])
    return answers
