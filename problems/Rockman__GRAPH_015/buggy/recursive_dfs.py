# bug: recursive depth-first search exceeds the recursion limit on long chains of cables
def cables_to_remove(n: int, cables: list[list[int]]) -> int:
    adj: list[list[int]] = [[] for _ in range(n)]
    for u, v in cables:
        adj[u].append(v)
        adj[v].append(u)
    seen = [False] * n

    def visit(x: int) -> None:
        seen[x] = True
        for y in adj[x]:
            if not seen[y]:
                visit(y)

    groups = 0
    for start in range(n):
        if not seen[start]:
            groups += 1
            visit(start)
    return len(cables) - (n - groups)
