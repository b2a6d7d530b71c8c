# bug: adds the price of returning to site 0 at the end, as if the tour were a closed cycle
def cheapest_ordered_tour(cost: list[list[int]], before: list[list[int]]) -> int:
    n = len(cost)
    need = [0] * n
    for a, b in before:
        need[b] |= 1 << a
    if need[0]:
        return -1
    full = (1 << n) - 1
    inf = float("inf")
    best = [[inf] * n for _ in range(1 << n)]
    best[1][0] = 0
    for mask in range(1, full + 1):
        if not mask & 1:
            continue
        for last in range(n):
            here = best[mask][last]
            if here == inf:
                continue
            for nxt in range(n):
                bit = 1 << nxt
                if mask & bit or cost[last][nxt] < 0 or need[nxt] & ~mask:
                    continue
                value = here + cost[last][nxt]
                if value < best[mask | bit][nxt]:
                    best[mask | bit][nxt] = value
    answer = min((best[full][i] + cost[i][0] for i in range(n) if cost[i][0] >= 0), default=inf)
    return -1 if answer == inf else int(answer)
