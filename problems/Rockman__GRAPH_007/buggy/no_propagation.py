# bug: only the heads of still-relaxable edges are marked unbounded; vertices reachable from them are not
def walk_costs(n: int, edges: list[list[int]], source: int) -> list[str]:
    inf = float("inf")
    dist = [inf] * n
    dist[source] = 0
    for _ in range(n - 1):
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
    while False:
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
