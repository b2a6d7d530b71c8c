# bug: the already strongly connected city is not special-cased, so it reports 1 instead of 0
def _components(n: int, roads: list[list[int]]) -> list[int]:
    """Kosaraju's algorithm with explicit stacks; returns the component id of every square."""
    forward: list[list[int]] = [[] for _ in range(n)]
    backward: list[list[int]] = [[] for _ in range(n)]
    for u, v in roads:
        forward[u].append(v)
        backward[v].append(u)
    visited = [False] * n
    finish_order = []
    for start in range(n):
        if visited[start]:
            continue
        visited[start] = True
        stack = [(start, 0)]
        while stack:
            u, i = stack[-1]
            if i < len(forward[u]):
                stack[-1] = (u, i + 1)
                v = forward[u][i]
                if not visited[v]:
                    visited[v] = True
                    stack.append((v, 0))
            else:
                stack.pop()
                finish_order.append(u)
    component = [-1] * n
    count = 0
    for start in reversed(finish_order):
        if component[start] != -1:
            continue
        component[start] = count
        stack = [start]
        while stack:
            u = stack.pop()
            for v in backward[u]:
                if component[v] == -1:
                    component[v] = count
                    stack.append(v)
        count += 1
    return component


def min_new_roads(n: int, roads: list[list[int]]) -> int:
    component = _components(n, roads)
    count = max(component) + 1
    has_in = [False] * count
    has_out = [False] * count
    for u, v in roads:
        if component[u] != component[v]:
            has_out[component[u]] = True
            has_in[component[v]] = True
    sources = has_in.count(False)
    sinks = has_out.count(False)
    return max(sources, sinks)
