# bug: every road is treated as length 1 (hop counts), so the tour and its legs ignore the real road lengths
import heapq
from itertools import combinations


def _dijkstra(adj, source):
    """Shortest distances from source and the parent of every place on a shortest path."""
    dist = [None] * len(adj)
    parent = list(range(len(adj)))
    heap = [(0, source, source)]
    while heap:
        d, u, p = heapq.heappop(heap)
        if dist[u] is not None:
            continue
        dist[u] = d
        parent[u] = p
        for v, w in adj[u]:
            if dist[v] is None:
                heapq.heappush(heap, (d + w, v, u))
    return dist, parent


def _detour(dist, x, s, y):
    """How much longer the tour gets when stop s is put between x and y."""
    return dist[x][s] + dist[s][y] - dist[x][y]


def _improve(order, dist):
    """2-opt reversals and single-stop moves until neither shortens the closed tour."""
    improved = True
    while improved:
        improved = False
        for i, j in combinations(range(1, len(order) - 1), 2):
            a, b, c, d = order[i - 1], order[i], order[j], order[j + 1]
            if dist[a][c] + dist[b][d] < dist[a][b] + dist[c][d]:
                order[i:j + 1] = order[i:j + 1][::-1]
                improved = True
        for i in range(1, len(order) - 1):
            s = order[i]
            rest = order[:i] + order[i + 1:]
            costs = [_detour(dist, x, s, y) for x, y in zip(rest, rest[1:])]
            j = min(range(len(costs)), key=costs.__getitem__)
            # costs[i - 1] is the detour of s at its current place
            if costs[j] < costs[i - 1]:
                order[:] = rest[:j + 1] + [s] + rest[j + 1:]
                improved = True
    return order


def delivery_walk(n: int, roads: list[list[int]], stops: list[int]) -> list[int]:
    adj = [[] for _ in range(n)]
    for u, v, w in roads:
        adj[u].append((v, 1))
        adj[v].append((u, 1))
    points = [0] + sorted(set(stops) - {0})
    k = len(points)
    trees = [_dijkstra(adj, p) for p in points]
    dist = [[trees[i][0][q] for q in points] for i in range(k)]

    # nearest neighbour tour over the stops (indices into points), from and back to the depot
    order = [0]
    left = set(range(k)) - {0}
    while left:
        last = order[-1]
        nxt = min(left, key=lambda j: (dist[last][j], j))
        left.remove(nxt)
        order.append(nxt)
    order.append(0)
    _improve(order, dist)

    walk = [0]
    for a, b in zip(order, order[1:]):
        # follow the parents of b's shortest-path tree from place points[a] to place points[b]
        parent = trees[b][1]
        node = points[a]
        while node != points[b]:
            node = parent[node]
            walk.append(node)
    return walk
