# bug: uses a plain FIFO queue (breadth-first search) and keeps the first distance found, which minimizes the number of roads rather than the total time
from collections import deque


def fastest_arrival(n: int, roads: list[list[int]], source: int, target: int) -> int:
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for u, v, w in roads:
        adj[u].append((v, w))
        adj[v].append((u, w))
    dist = [-1] * n
    dist[source] = 0
    queue = deque([source])
    while queue:
        u = queue.popleft()
        for v, w in adj[u]:
            if dist[v] == -1:
                dist[v] = dist[u] + w
                queue.append(v)
    return dist[target]
