def cables_to_remove(n: int, cables: list[list[int]]) -> int:
    adj: list[list[int]] = [[] for _ in range(n)]
    for u, v in cables:
        adj[u].append(v)
        adj[v].append(u)
    seen = [False] * n
    groups = 0
    for start in range(n):
        if seen[start]:
            continue
        groups += 1
        seen[start] = True
        stack = [start]
        while stack:
            x = stack.pop()
            for y in adj[x]:
                if not seen[y]:
                    seen[y] = True
                    stack.append(y)
    # a forest on n computers with `groups` groups keeps exactly n - groups cables
    return len(cables) - (n - groups)
