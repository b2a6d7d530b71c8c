# bug: returns the height of the tree (longest path starting at the root) instead of the longest path anywhere
def tree_diameter(parents: list[int]) -> int:
    n = len(parents)
    children = [[] for _ in range(n)]
    root = parents.index(-1)
    for node, parent in enumerate(parents):
        if parent != -1:
            children[parent].append(node)
    depth = {root: 0}
    stack = [root]
    while stack:
        node = stack.pop()
        for child in children[node]:
            depth[child] = depth[node] + 1
            stack.append(child)
    return max(depth.values())
