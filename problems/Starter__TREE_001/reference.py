def tree_diameter(parents: list[int]) -> int:
    n = len(parents)
    children: list[list[int]] = [[] for _ in range(n)]
    root = 0
    for node, parent in enumerate(parents):
        if parent == -1:
            root = node
        else:
            children[parent].append(node)

    # breadth-first order from the root, so every parent precedes its children
    order = [root]
    for node in order:
        order.extend(children[node])

    height = [0] * n  # edges on the longest downward path from each node
    best = 0
    for node in reversed(order):
        first = second = 0
        for child in children[node]:
            h = height[child] + 1
            if h > first:
                first, second = h, first
            elif h > second:
                second = h
        height[node] = first
        best = max(best, first + second)
    return best
