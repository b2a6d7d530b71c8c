# bug: correct but sums each reported subtree by visiting all its departments: quadratic on chain-like trees
def subtree_reports(parents: list[int], values: list[int], queries: list[list[int]]) -> list[int]:
    n = len(parents)
    children: list[list[int]] = [[] for _ in range(n)]
    for child, parent in enumerate(parents):
        if parent != -1:
            children[parent].append(child)
    current = list(values)
    out = []
    for kind, u, x in queries:
        if kind == 1:
            current[u] = x
            continue
        total = 0
        stack = [u]
        while stack:
            node = stack.pop()
            total += current[node]
            stack.extend(children[node])
        out.append(total)
    return out
