# bug: a recursive depth-first search without room for deep graphs; a long chain of towns exceeds the recursion limit
def count_bridges(n: int, edges: list[list[int]]) -> int:
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for idx, (u, v) in enumerate(edges):
        adj[u].append((v, idx))
        adj[v].append((u, idx))
    disc = [-1] * n
    low = [0] * n
    state = {"timer": 0, "bridges": 0}

    def dfs(u: int, via: int) -> None:
        disc[u] = low[u] = state["timer"]
        state["timer"] += 1
        for v, idx in adj[u]:
            if idx == via:
                continue
            if disc[v] == -1:
                dfs(v, idx)
                low[u] = min(low[u], low[v])
                if low[v] > disc[u]:
                    state["bridges"] += 1
            else:
                low[u] = min(low[u], disc[v])

    for root in range(n):
        if disc[root] == -1:
            dfs(root, -1)
    return state["bridges"]
