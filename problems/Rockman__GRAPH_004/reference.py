import heapq

_MOD = 1_000_000_007


def shortest_route_count(n: int, edges: list[list[int]]) -> tuple[int, int]:
    roads: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for u, v, w in edges:
        roads[u].append((v, w))
    inf = float("inf")
    dist = [inf] * n
    ways = [0] * n
    dist[0] = 0
    ways[0] = 1
    heap = [(0, 0)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue  # a stale entry: u was already settled with a shorter distance
        for v, w in roads[u]:
            nd = d + w
            if nd < dist[v]:
                dist[v] = nd
                ways[v] = ways[u]
                heapq.heappush(heap, (nd, v))
            elif nd == dist[v]:
                ways[v] = (ways[v] + ways[u]) % _MOD
    if dist[n - 1] == inf:
        return (-1, 0)
    return (dist[n - 1], ways[n - 1])
