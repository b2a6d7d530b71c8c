# bug: repeatedly pairs the two closest unpaired crossings and leaves the last one as the end, which is not always optimal
def patrol_length(n: int, streets: list[list[int]]) -> int:
    if not streets:
        return 0
    adj: list[list[int]] = [[] for _ in range(n)]
    for u, v, _ in streets:
        adj[u].append(v)
        adj[v].append(u)
    seen = [False] * n
    seen[0] = True
    stack = [0]
    while stack:
        x = stack.pop()
        for y in adj[x]:
            if not seen[y]:
                seen[y] = True
                stack.append(y)
    if not all(seen[u] for u, _, _ in streets):
        return -1
    inf = float("inf")
    dist = [[0 if i == j else inf for j in range(n)] for i in range(n)]
    degree = [0] * n
    total = 0
    for u, v, w in streets:
        total += w
        degree[u] += 1
        degree[v] += 1
        dist[u][v] = dist[v][u] = min(dist[u][v], w)
    for k in range(n):
        for i in range(n):
            for j in range(n):
                dist[i][j] = min(dist[i][j], dist[i][k] + dist[k][j])
    left = sorted({x for x in range(n) if degree[x] % 2 == 1} ^ {0})
    while len(left) > 1:
        a, b = min(((a, b) for a in left for b in left if a < b), key=lambda p: dist[p[0]][p[1]])
        total += dist[a][b]
        left.remove(a)
        left.remove(b)
    return int(total)
