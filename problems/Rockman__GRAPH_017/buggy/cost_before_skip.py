# bug: adds the cost of every popped entry, including stale entries for sites already joined
import heapq


def min_cable_cost(n: int, cables: list[list[int]]) -> int:
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for u, v, w in cables:
        adj[u].append((w, v))
        adj[v].append((w, u))
    in_tree = [False] * n
    heap = [(0, 0)]
    total = 0
    joined = 0
    while heap:
        w, u = heapq.heappop(heap)
        total += w
        if in_tree[u]:
            continue
        in_tree[u] = True
        joined += 1
        for w2, v in adj[u]:
            if not in_tree[v]:
                heapq.heappush(heap, (w2, v))
    return total if joined == n else -1
