# bug: stores each road in one direction only, although roads can be used both ways
import heapq


def fastest_arrival(n: int, roads: list[list[int]], source: int, target: int) -> int:
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for u, v, w in roads:
        adj[u].append((v, w))
    dist = [-1] * n
    done = [False] * n
    dist[source] = 0
    heap = [(0, source)]
    while heap:
        d, u = heapq.heappop(heap)
        if done[u]:
            continue
        done[u] = True
        for v, w in adj[u]:
            nd = d + w
            if not done[v] and (dist[v] == -1 or nd < dist[v]):
                dist[v] = nd
                heapq.heappush(heap, (nd, v))
    return dist[target] if done[target] else -1
