# bug: correct but slow: reachability is computed from every square separately, O(n * (n + m))
def min_new_roads(n: int, roads: list[list[int]]) -> int:
    forward: list[list[int]] = [[] for _ in range(n)]
    for u, v in roads:
        forward[u].append(v)

    def reach(start: int) -> set[int]:
        seen = {start}
        stack = [start]
        while stack:
            u = stack.pop()
            for v in forward[u]:
                if v not in seen:
                    seen.add(v)
                    stack.append(v)
        return seen

    reachable = [reach(s) for s in range(n)]
    component = [-1] * n
    count = 0
    for s in range(n):
        if component[s] != -1:
            continue
        for t in reachable[s]:
            if s in reachable[t]:
                component[t] = count
        count += 1
    if count == 1:
        return 0
    has_in = [False] * count
    has_out = [False] * count
    for u, v in roads:
        if component[u] != component[v]:
            has_out[component[u]] = True
            has_in[component[v]] = True
    return max(has_in.count(False), has_out.count(False))
