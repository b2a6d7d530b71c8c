def nearest_leaf(parent: list[int]) -> list[int]:
    n = len(parent)
    children = [[] for _ in range(n)]
    for node, up in enumerate(parent):
        if up >= 0:
            children[up].append(node)
    root = parent.index(-1)
    order = [root]
    for node in order:  # breadth-first: every parent comes before its children
        order.extend(children[node])
    best = [0] * n
    for node in reversed(order):
        if children[node]:
            best[node] = 1 + min(best[child] for child in children[node])
    return best
