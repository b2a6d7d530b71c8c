def lowest_peak(n: int, trails: list[list[int]], queries: list[list[int]]) -> list[int]:
    inf = float("inf")
    peak = [[inf] * n for _ in range(n)]
    for i in range(n):
        peak[i][i] = 0
    for u, v, h in trails:
        peak[u][v] = min(peak[u][v], h)
    for k in range(n):
        row_k = peak[k]
        for i in range(n):
            via = peak[i][k]
            if via == inf:
                continue
            row_i = peak[i]
            for j in range(n):
                row_i[j] = min(row_i[j], max(via, row_k[j]))
    return [-1 if peak[a][b] == inf else peak[a][b] for a, b in queries]
