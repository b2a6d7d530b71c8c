# bug: a boundary road only updates the owner of its first listed end, so the station on the other side can miss its nearest neighbour
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
    best = [-1] * len(stations)
    for u, v, w in roads:
        a, b = owner[u], owner[v]
        if a == -1 or a == b:
            continue
        length = dist[u] + w + dist[v]
        if best[a] == -1 or length < best[a]:
            best[a] = length
    return best
