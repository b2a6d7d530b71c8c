# bug: drops depths whose total is 0, as if a zero sum meant the level did not exist
def depth_totals(level_order: list[int | None]) -> list[int]:
    n = len(level_order)
    depth = [0] * n
    totals: dict[int, int] = {}
    nxt = 1
    for i, value in enumerate(level_order):
        if value is None:
            continue
        d = depth[i]
        totals[d] = totals.get(d, 0) + value
        for child in (nxt, nxt + 1):
            if child < n:
                depth[child] = d + 1
        nxt += 2
    return [totals[d] for d in sorted(totals) if totals[d] != 0]
