# bug: a recursive depth-first walk exceeds the recursion limit on a path-shaped tree of thousands of nodes
def depth_totals(level_order: list[int | None]) -> list[int]:
    n = len(level_order)
    left = [-1] * n
    right = [-1] * n
    nxt = 1
    for i, value in enumerate(level_order):
        if value is None:
            continue
        if nxt < n and level_order[nxt] is not None:
            left[i] = nxt
        if nxt + 1 < n and level_order[nxt + 1] is not None:
            right[i] = nxt + 1
        nxt += 2
    totals: list[int] = []

    def walk(node: int, d: int) -> None:
        if node == -1:
            return
        if d == len(totals):
            totals.append(0)
        totals[d] += level_order[node]
        walk(left[node], d + 1)
        walk(right[node], d + 1)

    if n:
        walk(0, 0)
    return totals
