# bug: the intermediate hut k is the innermost loop instead of the outermost, so some routes are never combined
def lowest_peak(n: int, trails: list[list[int]], queries: list[list[int]]) -> list[int]:
    inf = float("inf")
    peak = [[inf] * n for _ in range(n)]
    for i in range(n):
        peak[i][i] = 0
    for u, v, h in trails:
        if h < peak[u][v]:
            peak[u][v] = h
    for i in range(n):
        for j in range(n):
            for k in range(n):
                candidate = max(peak[i][k], peak[k][j])
                if candidate < peak[i][j]:
                    peak[i][j] = candidate
    return [-1 if peak[a][b] == inf else peak[a][b] for a, b in queries]
