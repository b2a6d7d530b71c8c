# robustness bug: a recursive depth-first search; a tree shaped like a long chain exceeds the recursion limit and crashes
def nearest_leaf(parent: list[int]) -> list[int]:
    n = len(parent)
    children = [[] for _ in range(n)]
    root = -1
    for node, up in enumerate(parent):
        if up == -1:
            root = node
        else:
            children[up].append(node)
    best = [0] * n

    def visit(node: int) -> int:
        if children[node]:
            best[node] = 1 + min(visit(child) for child in children[node])
        return best[node]

    visit(root)
    return best
