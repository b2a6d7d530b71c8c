# bug: cables are stored in a per-site dictionary, so a later cable between the same two sites replaces a cheaper earlier one
import heapq


def min_cable_cost(n: int, cables: list[list[int]]) -> int:
    adj: list[dict[int, int]] = [{} for _ in range(n)]
    for u, v, w in cables:
        adj[u][v] = w
        adj[v][u] = w
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
        for v, w2 in adj[u].items():
            if not in_tree[v]:
                heapq.heappush(heap, (w2, v))
    return total if joined == n else -1
