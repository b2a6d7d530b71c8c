# bug: trails are treated as two-way although they are one-way
def lowest_peak(n: int, trails: list[list[int]], queries: list[list[int]]) -> list[int]:
    inf = float("inf")
    peak = [[inf] * n for _ in range(n)]
    for i in range(n):
        peak[i][i] = 0
    for u, v, h in trails:
        if h < peak[u][v]:
            peak[u][v] = h
        if h < peak[v][u]:
            peak[v][u] = h
    for k in range(n):
        row_k = peak[k]
        for i in range(n):
            via = peak[i][k]
            if via == inf:
                continue
            row_i = peak[i]
            for j in range(n):
                candidate = via if via > row_k[j] else row_k[j]
                if candidate < row_i[j]:
                    row_i[j] = candidate
    return [-1 if peak[a][b] == inf else peak[a][b] for a, b in queries]
