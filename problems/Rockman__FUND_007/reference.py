def plot_yields(field: list[list[int]], queries: list[list[int]]) -> list[int]:
    rows, cols = len(field), len(field[0])
    # pre[r][c] = sum of field[0..r-1][0..c-1]
    pre = [[0] * (cols + 1) for _ in range(rows + 1)]
    for r in range(rows):
        running = 0
        above = pre[r]
        here = pre[r + 1]
        row = field[r]
        for c in range(cols):
            running += row[c]
            here[c + 1] = above[c + 1] + running
    answers = []
    for r1, c1, r2, c2 in queries:
        top, bottom = min(r1, r2), max(r1, r2) + 1
        left, right = min(c1, c2), max(c1, c2) + 1
        answers.append(pre[bottom][right] - pre[top][right] - pre[bottom][left] + pre[top][left])
    return answers
