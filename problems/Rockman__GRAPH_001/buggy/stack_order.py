# bug: the frontier is a stack (pop from the end), which is a depth-first order and gives non-shortest distances
from collections import deque


def hop_distances(n: int, edges: list[list[int]]) -> list[int]:
    adjacent: list[list[int]] = [[] for _ in range(n)]
    for u, v in edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    dist = [-1] * n
    dist[0] = 0
    queue = deque([0])
    while queue:
        u = queue.pop()
        for v in adjacent[u]:
            if dist[v] == -1:
                dist[v] = dist[u] + 1
                queue.append(v)
    return dist
