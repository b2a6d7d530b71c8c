# bug: a left child restarts with no lower bound, so a node deep in a right subtree may fall below an ancestor
def is_search_tree(level_order: list[int | None]) -> bool:
    n = len(level_order)
    if n == 0:
        return True
    # children positions from the level-order layout
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
    # every node must lie strictly between the bounds inherited from its ancestors
    stack: list[tuple[int, int | None, int | None]] = [(0, None, None)]
    while stack:
        node, low, high = stack.pop()
        value = level_order[node]
        if (low is not None and value <= low) or (high is not None and value >= high):
            return False
        if left[node] != -1:
            stack.append((left[node], None, value))
        if right[node] != -1:
            stack.append((right[node], value, high))
    return True
