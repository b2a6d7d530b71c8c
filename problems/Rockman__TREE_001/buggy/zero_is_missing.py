# bug: tests entries for truthiness, so a node whose value is 0 is treated as a missing child
def symmetric_order(level_order: list[int | None]) -> list[int]:
    n = len(level_order)
    if not n:
        return []
    left = [-1] * n
    right = [-1] * n
    nxt = 1
    for i, value in enumerate(level_order):
        if value is None:
            continue
        if nxt < n and level_order[nxt]:
            left[i] = nxt
        nxt += 1
        if nxt < n and level_order[nxt]:
            right[i] = nxt
        nxt += 1
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
