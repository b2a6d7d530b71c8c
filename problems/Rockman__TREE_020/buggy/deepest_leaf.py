# bug: takes the largest child answer instead of the smallest, so it returns the distance to the farthest leaf (the height)
def nearest_leaf(parent: list[int]) -> list[int]:
    n = len(parent)
    children = [[] for _ in range(n)]
    root = -1
    for node, up in enumerate(parent):
        if up == -1:
            root = node
        else:
            children[up].append(node)
    order = [root]
    for node in order:
        order.extend(children[node])
    best = [0] * n
    for node in reversed(order):
        if children[node]:
            best[node] = 1 + max(best[child] for child in children[node])
    return best
