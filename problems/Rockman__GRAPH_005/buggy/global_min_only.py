# bug: the choice is made once for the whole graph (all first sides or all second sides) instead of per group
from collections import deque


def min_red_team(n: int, rivalries: list[list[int]]) -> int:
    adjacent: list[list[int]] = [[] for _ in range(n)]
    for u, v in rivalries:
        if u == v:
            return -1
        adjacent[u].append(v)
        adjacent[v].append(u)
    side = [-1] * n
    totals = [0, 0]
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
        totals[0] += counts[0]
        totals[1] += counts[1]
    return min(totals)
