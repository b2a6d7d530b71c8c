# bug: correct but slow: one Dijkstra per station (stopped at the first other station), O(k (n + m) log n)
import heapq


def nearest_other_station(n: int, roads: list[list[int]], stations: list[int]) -> list[int]:
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for u, v, w in roads:
        adj[u].append((v, w))
        adj[v].append((u, w))
    is_station = [False] * n
    for s in stations:
        is_station[s] = True
    result = []
    for s in stations:
        dist = [-1] * n
        heap = [(0, s)]
        found = -1
        while heap:
            d, x = heapq.heappop(heap)
            if dist[x] != -1:
                continue
            dist[x] = d
            if is_station[x] and x != s:
                found = d
                break
            for y, w in adj[x]:
                if dist[y] == -1:
                    heapq.heappush(heap, (d + w, y))
        result.append(found)
    return result
