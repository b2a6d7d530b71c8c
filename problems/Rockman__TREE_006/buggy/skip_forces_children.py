# bug: when a manager stays home every direct report is assumed invited, instead of the better of the two options
def best_invitation(parents: list[int], mood: list[int]) -> int:
    n = len(parents)
    children: list[list[int]] = [[] for _ in range(n)]
    root = 0
    for child, parent in enumerate(parents):
        if parent == -1:
            root = child
        else:
            children[parent].append(child)
    order = [root]
    for node in order:
        order.extend(children[node])
    take = [0] * n  # best value in the subtree when the node is invited
    skip = [0] * n  # best value in the subtree when the node is not invited
    for node in reversed(order):
        take[node] = mood[node]
        for child in children[node]:
            take[node] += skip[child]
            skip[node] += take[child]
    return max(0, take[root], skip[root])
