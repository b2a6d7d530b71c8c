def depth_totals(level_order: list[int | None]) -> list[int]:
    n = len(level_order)
    if n == 0:
        return []
    depth = [0] * n
    totals: list[int] = []
    nxt = 1
    for i, value in enumerate(level_order):
        if value is None:
            continue
        d = depth[i]
        if d == len(totals):
            totals.append(0)
        totals[d] += value
        # the next two entries are this node's children
        for child in (nxt, nxt + 1):
            if child < n:
                depth[child] = d + 1
        nxt += 2
    return totals
