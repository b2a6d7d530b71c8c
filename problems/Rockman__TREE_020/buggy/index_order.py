# bug: assumes every parent has a smaller number than its children and fills the answers from the highest number down, so a parent numbered above its child reads the child's answer before it is known
def nearest_leaf(parent: list[int]) -> list[int]:
    n = len(parent)
    children = [[] for _ in range(n)]
    for node, up in enumerate(parent):
        if up != -1:
            children[up].append(node)
    best = [0] * n
    for node in range(n - 1, -1, -1):
        if children[node]:
            best[node] = 1 + min(best[child] for child in children[node])
    return best
