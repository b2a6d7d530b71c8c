# bug: (the bug shipped in the starter code) the walk skips the edge back to the parent by comparing vertices, not edge ids, so every parallel copy of the parent edge is skipped too and a doubled connection is reported as a bridge
def count_bridges(n: int, edges: list[list[int]]) -> int:
    adj: list[list[int]] = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    disc = [-1] * n
    low = [0] * n
    parent = [-1] * n
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
                v = adj[u][cursor[u]]
                cursor[u] += 1
                if v == parent[u]:
                    continue
                if disc[v] == -1:
                    parent[v] = u
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
                    if low[u] > disc[p]:
                        bridges += 1
    return bridges
