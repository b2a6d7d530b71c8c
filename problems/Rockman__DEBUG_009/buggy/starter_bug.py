# bug: (the bug shipped in the starter code) a town is finalized the first time it is reached (when pushed), so a later, cheaper route through more roads is never used
import heapq


def fastest_arrival(n: int, roads: list[list[int]], source: int, target: int) -> int:
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for u, v, w in roads:
        adj[u].append((v, w))
        adj[v].append((u, w))
    dist = [-1] * n
    dist[source] = 0
    seen = {source}
    heap = [(0, source)]
    while heap:
        d, u = heapq.heappop(heap)
        for v, w in adj[u]:
            if v not in seen:
                seen.add(v)
                dist[v] = d + w
                heapq.heappush(heap, (dist[v], v))
    return dist[target]
