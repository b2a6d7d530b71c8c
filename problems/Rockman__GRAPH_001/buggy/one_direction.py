# bug: each edge is stored in one direction only (u to v), but the graph is undirected
from collections import deque


def hop_distances(n: int, edges: list[list[int]]) -> list[int]:
    adjacent: list[list[int]] = [[] for _ in range(n)]
    for u, v in edges:
        adjacent[u].append(v)
    dist = [-1] * n
    dist[0] = 0
    queue = deque([0])
    while queue:
        u = queue.popleft()
        for v in adjacent[u]:
            if dist[v] == -1:
                dist[v] = dist[u] + 1
                queue.append(v)
    return dist
