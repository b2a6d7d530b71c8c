# missed edge case: a leaf is recognised as a node touching exactly one edge, so a root with a single child counts as a leaf (answer 0) and a lone root is not a leaf
def nearest_leaf(parent: list[int]) -> list[int]:
    n = len(parent)
    children = [[] for _ in range(n)]
    degree = [0] * n
    root = -1
    for node, up in enumerate(parent):
        if up == -1:
            root = node
        else:
            children[up].append(node)
            degree[up] += 1
            degree[node] += 1
    order = [root]
    for node in order:
        order.extend(children[node])
    best = [0] * n
    for node in reversed(order):
        if degree[node] != 1:
            best[node] = 1 + min((best[child] for child in children[node]), default=-1)
    return best
