# bug: a site is marked as joined when it is first pushed, so it keeps the first cable that reached it instead of the cheapest
import heapq


def min_cable_cost(n: int, cables: list[list[int]]) -> int:
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for u, v, w in cables:
        adj[u].append((w, v))
        adj[v].append((w, u))
    in_tree = [False] * n
    in_tree[0] = True
    heap = [(0, 0)]
    total = 0
    joined = 0
    while heap:
        w, u = heapq.heappop(heap)
        total += w
        joined += 1
        for w2, v in adj[u]:
            if not in_tree[v]:
                in_tree[v] = True
                heapq.heappush(heap, (w2, v))
    return total if joined == n else -1
