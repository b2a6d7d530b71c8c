# bug: uses 10**9 as "infinity" for the best answer, so answers of 10**9 or more are reported as -1
import heapq


def nearest_other_station(n: int, roads: list[list[int]], stations: list[int]) -> list[int]:
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for u, v, w in roads:
        adj[u].append((v, w))
        adj[v].append((u, w))
    # one Dijkstra from all stations at once; owner[x] = index of a station nearest to x
    dist = [-1] * n
    owner = [-1] * n
    heap = [(0, s, i) for i, s in enumerate(stations)]
    heapq.heapify(heap)
    while heap:
        d, x, i = heapq.heappop(heap)
        if dist[x] != -1:
            continue
        dist[x] = d
        owner[x] = i
        for y, w in adj[x]:
            if dist[y] == -1:
                heapq.heappush(heap, (d + w, y, i))
    # a shortest route between two different stations crosses a road whose ends have different owners
    inf = 10**9
    best = [inf] * len(stations)
    for u, v, w in roads:
        a, b = owner[u], owner[v]
        if a == -1 or a == b:
            continue
        length = dist[u] + w + dist[v]
        best[a] = min(best[a], length)
        best[b] = min(best[b], length)
    return [-1 if x >= inf else x for x in best]
