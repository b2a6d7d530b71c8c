# bug: computes a node's depth from its list position as if the tree were complete (heap layout)
def depth_totals(level_order: list[int | None]) -> list[int]:
    totals: list[int] = []
    for i, value in enumerate(level_order):
        if value is None:
            continue
        d = (i + 1).bit_length() - 1
        while len(totals) <= d:
            totals.append(0)
        totals[d] += value
    return totals
