def _children(level_order: list[int | None]) -> tuple[list[int], list[int]]:
    """Left and right child positions (-1 for none) of every entry of level_order."""
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
    return left, right


def symmetric_order(level_order: list[int | None]) -> list[int]:
    if not level_order:
        return []
    left, right = _children(level_order)
    out: list[int] = []
    stack: list[int] = []
    node = 0
    while stack or node != -1:
        while node != -1:
            stack.append(node)
            node = left[node]
        node = stack.pop()
        out.append(level_order[node])
        node = right[node]
    return out
