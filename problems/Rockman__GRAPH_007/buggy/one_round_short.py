# bug: off-by-one: only n - 2 relaxation rounds, so a shortest walk with n - 1 edges is mistaken for a negative cycle
def walk_costs(n: int, edges: list[list[int]], source: int) -> list[str]:
    inf = float("inf")
    dist = [inf] * n
    dist[source] = 0
    for _ in range(n - 2):
        changed = False
        for u, v, w in edges:
            if dist[u] != inf and dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
                changed = True
        if not changed:
            break
    # an edge that can still be relaxed lies after a reachable negative cycle
    unbounded = [False] * n
    stack = []
    for u, v, w in edges:
        if dist[u] != inf and dist[u] + w < dist[v] and not unbounded[v]:
            unbounded[v] = True
            stack.append(v)
    successors: list[list[int]] = [[] for _ in range(n)]
    for u, v, _ in edges:
        successors[u].append(v)
    while stack:
        u = stack.pop()
        for v in successors[u]:
            if not unbounded[v]:
                unbounded[v] = True
                stack.append(v)
    result = []
    for v in range(n):
        if unbounded[v]:
            result.append("unbounded")
        elif dist[v] == inf:
            result.append("unreachable")
        else:
            result.append(str(dist[v]))
    return result
