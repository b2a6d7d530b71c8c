# bug: correct but keeps subtree totals and pushes each change to every ancestor: O(depth) per update, too slow on chains
def subtree_reports(parents: list[int], values: list[int], queries: list[list[int]]) -> list[int]:
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
    total = list(values)
    for node in reversed(order):
        if parents[node] != -1:
            total[parents[node]] += total[node]
    current = list(values)
    out = []
    for kind, u, x in queries:
        if kind == 1:
            delta = x - current[u]
            current[u] = x
            node = u
            while node != -1:
                total[node] += delta
                node = parents[node]
        else:
            out.append(total[u])
    return out
