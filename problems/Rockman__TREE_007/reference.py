def subtree_reports(parents: list[int], values: list[int], queries: list[list[int]]) -> list[int]:
    n = len(parents)
    children: list[list[int]] = [[] for _ in range(n)]
    root = 0
    for child, parent in enumerate(parents):
        if parent == -1:
            root = child
        else:
            children[parent].append(child)
    # Euler tour: the subtree of u occupies positions tin[u] .. tout[u] - 1
    tin = [0] * n
    tout = [0] * n
    timer = 0
    stack = [(root, False)]
    while stack:
        node, done = stack.pop()
        if done:
            tout[node] = timer
            continue
        tin[node] = timer
        timer += 1
        stack.append((node, True))
        for child in children[node]:
            stack.append((child, False))
    tree = [0] * (n + 1)  # Fenwick tree over Euler positions (1-based)

    def add(pos: int, delta: int) -> None:
        pos += 1
        while pos <= n:
            tree[pos] += delta
            pos += pos & -pos

    def prefix(pos: int) -> int:  # sum of positions 0 .. pos - 1
        total = 0
        while pos > 0:
            total += tree[pos]
            pos -= pos & -pos
        return total

    current = list(values)
    for node in range(n):
        add(tin[node], current[node])
    out = []
    for kind, u, x in queries:
        if kind == 1:
            add(tin[u], x - current[u])
            current[u] = x
        else:
            out.append(prefix(tout[u]) - prefix(tin[u]))
    return out
