# bug: uses the articulation-point test low[u] >= disc[p], which also fires for an edge closing a cycle at p
def count_bridges(n: int, edges: list[list[int]]) -> int:
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for idx, (u, v) in enumerate(edges):
        adj[u].append((v, idx))
        adj[v].append((u, idx))
    disc = [-1] * n
    low = [0] * n
    parent_edge = [-1] * n
    cursor = [0] * n
    timer = 0
    bridges = 0
    for root in range(n):
        if disc[root] != -1:
            continue
        disc[root] = low[root] = timer
        timer += 1
        stack = [root]
        while stack:
            u = stack[-1]
            if cursor[u] < len(adj[u]):
                v, idx = adj[u][cursor[u]]
                cursor[u] += 1
                if idx == parent_edge[u]:
                    continue
                if disc[v] == -1:
                    parent_edge[v] = idx
                    disc[v] = low[v] = timer
                    timer += 1
                    stack.append(v)
                else:
                    low[u] = min(low[u], disc[v])
            else:
                stack.pop()
                if stack:
                    p = stack[-1]
                    low[p] = min(low[p], low[u])
                    if low[u] >= disc[p]:
                        bridges += 1
    return bridges
