import heapq


def fastest_arrival(n: int, roads: list[list[int]], source: int, target: int) -> int:
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for u, v, w in roads:
        adj[u].append((v, w))
        adj[v].append((u, w))
    done = [False] * n
    heap = [(0, source)]
    while heap:
        d, u = heapq.heappop(heap)
        if done[u]:
            continue
        done[u] = True
        if u == target:
            return d
        for v, w in adj[u]:
            if not done[v]:
                heapq.heappush(heap, (d + w, v))
    return -1
