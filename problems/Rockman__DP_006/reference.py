def cheapest_ordered_tour(cost: list[list[int]], before: list[list[int]]) -> int:
    n = len(cost)
    need = [0] * n  # need[b] = bit set of sites that must be visited before b
    for a, b in before:
        need[b] |= 1 << a
    if need[0]:
        return -1
    full = (1 << n) - 1
    inf = float("inf")
    # best[mask][last] = cheapest route from 0 visiting exactly mask and ending at last
    best = [[inf] * n for _ in range(1 << n)]
    best[1][0] = 0
    for mask in range(1, full + 1):
        if not mask & 1:
            continue
        row = best[mask]
        for last in range(n):
            here = row[last]
            if here == inf:
                continue
            step = cost[last]
            for nxt in range(n):
                bit = 1 << nxt
                if mask & bit or step[nxt] < 0 or need[nxt] & ~mask:
                    continue
                value = here + step[nxt]
                target = best[mask | bit]
                if value < target[nxt]:
                    target[nxt] = value
    answer = min(best[full])
    return -1 if answer == inf else int(answer)
