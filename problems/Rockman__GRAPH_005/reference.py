from collections import deque


def min_red_team(n: int, rivalries: list[list[int]]) -> int:
    adjacent: list[list[int]] = [[] for _ in range(n)]
    for u, v in rivalries:
        if u == v:
            return -1
        adjacent[u].append(v)
        adjacent[v].append(u)
    side = [-1] * n
    red = 0
    for start in range(n):
        if side[start] != -1:
            continue
        side[start] = 0
        counts = [1, 0]
        queue = deque([start])
        while queue:
            u = queue.popleft()
            for v in adjacent[u]:
                if side[v] == -1:
                    side[v] = 1 - side[u]
                    counts[side[v]] += 1
                    queue.append(v)
                elif side[v] == side[u]:
                    return -1
        # each group is coloured independently: put its smaller side on Red
        red += min(counts)
    return red
