# bug: returns the cost of the part reachable from site 0 even when some sites cannot be joined
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
        if in_tree[u]:
            continue
        in_tree[u] = True
        total += w
        joined += 1
        for w2, v in adj[u]:
            if not in_tree[v]:
                heapq.heappush(heap, (w2, v))
    return total
