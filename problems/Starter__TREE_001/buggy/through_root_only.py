# bug: only considers paths through the root (sum of the root's two tallest subtrees)
def tree_diameter(parents: list[int]) -> int:
    n = len(parents)
    children = [[] for _ in range(n)]
    root = parents.index(-1)
    for node, parent in enumerate(parents):
        if parent != -1:
            children[parent].append(node)
    order = [root]
    for node in order:
        order.extend(children[node])
    height = [0] * n
    for node in reversed(order):
        height[node] = max((height[c] + 1 for c in children[node]), default=0)
    tops = sorted((height[c] + 1 for c in children[root]), reverse=True)
    return sum(tops[:2])
