# bug: 0 is used as the "not visited" mark, so vertex 0 can be relabelled and unreachable vertices report 0 instead of -1
from collections import deque


def hop_distances(n: int, edges: list[list[int]]) -> list[int]:
    adjacent: list[list[int]] = [[] for _ in range(n)]
    for u, v in edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    dist = [0] * n
    queue = deque([0])
    while queue:
        u = queue.popleft()
        for v in adjacent[u]:
            if dist[v] == 0 and v != 0:
                dist[v] = dist[u] + 1
                queue.append(v)
    return dist
