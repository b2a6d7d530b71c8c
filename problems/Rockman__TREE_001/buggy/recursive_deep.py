# bug: a plain recursive traversal overflows the recursion limit on a path-shaped tree of thousands of nodes
def symmetric_order(level_order: list[int | None]) -> list[int]:
    n = len(level_order)
    left = [-1] * n
    right = [-1] * n
    nxt = 1
    for i, value in enumerate(level_order):
        if value is None:
            continue
        if nxt < n and level_order[nxt] is not None:
            left[i] = nxt
        nxt += 1
        if nxt < n and level_order[nxt] is not None:
            right[i] = nxt
        nxt += 1
    out: list[int] = []

    def visit(node: int) -> None:
        if node == -1:
            return
        visit(left[node])
        out.append(level_order[node])
        visit(right[node])

    if n:
        visit(0)
    return out
