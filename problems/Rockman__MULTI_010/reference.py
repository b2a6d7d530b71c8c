import heapq


def _dijkstra(n: int, adj: list[list[tuple[int, int]]], source: int) -> list[int]:
    inf = float("inf")
    dist = [inf] * n
    dist[source] = 0
    heap = [(0, source)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for v, w in adj[u]:
            nd = d + w
            if nd < dist[v]:
                dist[v] = nd
                heapq.heappush(heap, (nd, v))
    return dist


def critical_roads(n: int, lines: list[str], source: int, target: int) -> list[int]:
    # parse: every line that is not blank and not a comment is one road "u v w"
    roads = []
    for line in lines:
        text = line.strip(" ")
        if not text or text.startswith("#"):
            continue
        u, v, w = map(int, text.split())
        roads.append((u, v, w))
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for u, v, w in roads:
        adj[u].append((v, w))
        adj[v].append((u, w))

    from_s = _dijkstra(n, adj, source)
    from_t = _dijkstra(n, adj, target)
    best = from_s[target]
    if source == target or best == float("inf"):
        return []

    # every road on some shortest path covers the distance interval (from_s[a], from_s[b])
    spans = []
    for i, (u, v, w) in enumerate(roads):
        for a, b in ((u, v), (v, u)):
            if from_s[a] + w + from_t[b] == best:
                spans.append((from_s[a], from_s[a] + w, i))
    spans.sort()
    # a road is on every shortest path exactly when no other such road overlaps its interval
    result = []
    reach = -1  # largest end among earlier intervals
    for k, (lo, hi, i) in enumerate(spans):
        overlapped = reach > lo or (k + 1 < len(spans) and spans[k + 1][0] < hi)
        if not overlapped:
            result.append(i)
        reach = max(reach, hi)
    return sorted(result)
