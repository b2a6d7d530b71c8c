# Bug: reports a cycle (-2) as soon as it is seen, before later malformed lines can force -1
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")


def _is_name(token: str) -> bool:
    return 1 <= len(token) <= 10 and all(ch in _NAME_CHARS for ch in token)


def _weight(token: str) -> int:
    if not token.isascii() or not token.isdigit() or token[0] == "0" or len(token) > 7:
        return 0
    value = int(token)
    return value if value <= 10**6 else 0


def close_pairs(lines: list[str], limit: int) -> int:
    index: dict[str, int] = {}
    root: list[int] = []
    edges: list[tuple[int, int, int]] = []

    def find(x: int) -> int:
        while root[x] != x:
            root[x] = root[root[x]]
            x = root[x]
        return x

    def ident(name: str) -> int:
        if name not in index:
            index[name] = len(index)
            root.append(index[name])
        return index[name]

    for line in lines:
        tokens = [t for t in line.split(" ") if t]
        if not tokens:
            continue
        if len(tokens) != 3 or not _is_name(tokens[0]) or not _is_name(tokens[1]):
            return -1
        w = _weight(tokens[2])
        if w == 0:
            return -1
        u, v = ident(tokens[0]), ident(tokens[1])
        ru, rv = find(u), find(v)
        if ru == rv:
            return -2
        root[ru] = rv
        edges.append((u, v, w))
    if not edges:
        return 0
    n = len(index)
    if len(edges) != n - 1:
        return -2

    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for u, v, w in edges:
        adj[u].append((v, w))
        adj[v].append((u, w))

    def within(dists: list[int]) -> int:
        count = 0
        i, j = 0, len(dists) - 1
        while i < j:
            if dists[i] + dists[j] <= limit:
                count += j - i
                i += 1
            else:
                j -= 1
        return count

    removed = [False] * n
    parent = [-1] * n
    size = [0] * n
    total = 0
    pending = [0]
    while pending:
        start = pending.pop()
        parent[start] = -1
        order = [start]
        for x in order:
            for y, _ in adj[x]:
                if y != parent[x] and not removed[y]:
                    parent[y] = x
                    order.append(y)
        for x in reversed(order):
            size[x] = 1
            for y, _ in adj[x]:
                if y != parent[x] and not removed[y]:
                    size[x] += size[y]
        whole = len(order)
        centre = start
        for x in order:
            biggest = whole - size[x]
            for y, _ in adj[x]:
                if y != parent[x] and not removed[y] and size[y] > biggest:
                    biggest = size[y]
            if 2 * biggest <= whole:
                centre = x
                break
        removed[centre] = True
        everything = [0]
        for first, w in adj[centre]:
            if removed[first] or w > limit:
                continue
            branch = []
            stack = [(first, centre, w)]
            while stack:
                x, came, d = stack.pop()
                branch.append(d)
                for y, wy in adj[x]:
                    if y != came and not removed[y] and d + wy <= limit:
                        stack.append((y, x, d + wy))
            branch.sort()
            total -= within(branch)
            everything.extend(branch)
        everything.sort()
        total += within(everything)
        for y, _ in adj[centre]:
            if not removed[y]:
                pending.append(y)
    return total
