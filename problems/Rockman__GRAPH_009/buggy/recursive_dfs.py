# bug: Tarjan's algorithm with plain recursion: a long chain of roads exceeds the recursion limit
import sys


def min_new_roads(n: int, roads: list[list[int]]) -> int:
    sys.setrecursionlimit(10000)
    forward: list[list[int]] = [[] for _ in range(n)]
    for u, v in roads:
        forward[u].append(v)
    index = [-1] * n
    low = [0] * n
    on_stack = [False] * n
    stack: list[int] = []
    component = [-1] * n
    counter = [0, 0]  # next index, number of components

    def visit(u: int) -> None:
        index[u] = low[u] = counter[0]
        counter[0] += 1
        stack.append(u)
        on_stack[u] = True
        for v in forward[u]:
            if index[v] == -1:
                visit(v)
                low[u] = min(low[u], low[v])
            elif on_stack[v]:
                low[u] = min(low[u], index[v])
        if low[u] == index[u]:
            while True:
                w = stack.pop()
                on_stack[w] = False
                component[w] = counter[1]
                if w == u:
                    break
            counter[1] += 1

    for s in range(n):
        if index[s] == -1:
            visit(s)
    count = counter[1]
    if count == 1:
        return 0
    has_in = [False] * count
    has_out = [False] * count
    for u, v in roads:
        if component[u] != component[v]:
            has_out[component[u]] = True
            has_in[component[v]] = True
    return max(has_in.count(False), has_out.count(False))
