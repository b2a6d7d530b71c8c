# bug: correct but slow: the next junction is found by scanning all junctions, O(n^2) time
_MOD = 1_000_000_007


def shortest_route_count(n: int, edges: list[list[int]]) -> tuple[int, int]:
    roads: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for u, v, w in edges:
        roads[u].append((v, w))
    inf = float("inf")
    dist = [inf] * n
    ways = [0] * n
    done = [False] * n
    dist[0] = 0
    ways[0] = 1
    for _ in range(n):
        u = -1
        for x in range(n):
            if not done[x] and (u == -1 or dist[x] < dist[u]):
                u = x
        if u == -1 or dist[u] == inf:
            break
        done[u] = True
        for v, w in roads[u]:
            nd = dist[u] + w
            if nd < dist[v]:
                dist[v] = nd
                ways[v] = ways[u]
            elif nd == dist[v]:
                ways[v] = (ways[v] + ways[u]) % _MOD
    if dist[n - 1] == inf:
        return (-1, 0)
    return (dist[n - 1], ways[n - 1])
