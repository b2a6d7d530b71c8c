# bug: a repeated road between the same cities replaces the earlier one instead of keeping the shorter
import heapq
import re

_ROAD = re.compile(r" *([A-Za-z]+) *(->|-) *([A-Za-z]+) *: *([0-9]+) *")


def _parse(lines: list[str]) -> dict[str, dict[str, int]]:
    graph: dict[str, dict[str, int]] = {}
    for line in lines:
        m = _ROAD.fullmatch(line)
        if m is None:
            continue
        a, arrow, b, weight = m.group(1), m.group(2), m.group(3), int(m.group(4))
        if weight > 10**6:
            continue
        graph.setdefault(a, {})
        graph.setdefault(b, {})
        edges = [(a, b)] if arrow == "->" else [(a, b), (b, a)]
        for u, v in edges:
            if True:
                graph[u][v] = weight
    return graph


def _dijkstra(graph: dict[str, dict[str, int]], source: str) -> dict[str, int]:
    dist = {source: 0}
    heap = [(0, source)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for v, w in graph[u].items():
            nd = d + w
            if nd < dist.get(v, nd + 1):
                dist[v] = nd
                heapq.heappush(heap, (nd, v))
    return dist


def route_lengths(lines: list[str], queries: list[list[str]]) -> list[int]:
    graph = _parse(lines)
    cache: dict[str, dict[str, int]] = {}
    out = []
    for source, target in queries:
        if source not in graph or target not in graph:
            out.append(-1)
            continue
        if source not in cache:
            cache[source] = _dijkstra(graph, source)
        out.append(cache[source].get(target, -1))
    return out
