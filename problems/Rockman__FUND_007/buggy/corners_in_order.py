# bug: assumes (r1, c1) is the top-left corner; reversed corners give a wrong signed area
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
        answers.append(pre[r2 + 1][c2 + 1] - pre[r1][c2 + 1] - pre[r2 + 1][c1] + pre[r1][c1])
    return answers
