# Bug: the tree check only compares the cable count with the station count, missing cycles in a split network
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")


def _is_name(token: str) -> bool:
    return 1 <= len(token) <= 10 and all(ch in _NAME_CHARS for ch in token)


def _weight(token: str) -> int:
    """The weight written by token, or 0 if token is not a valid weight."""
    if not token.isascii() or not token.isdigit() or token[0] == "0" or len(token) > 7:
        return 0
    value = int(token)
    return value if value <= 10**6 else 0


def _parse(lines: list[str]) -> list[tuple[str, str, int]] | None:
    edges = []
    for line in lines:
        tokens = line.split(" ")
        tokens = [t for t in tokens if t]
        if not tokens:
            continue
        if len(tokens) != 3 or not _is_name(tokens[0]) or not _is_name(tokens[1]):
            return None
        w = _weight(tokens[2])
        if w == 0:
            return None
        edges.append((tokens[0], tokens[1], w))
    return edges


def _count_within(dists: list[int], limit: int) -> int:
    """Pairs i < j of the sorted list with dists[i] + dists[j] <= limit."""
    count = 0
    i, j = 0, len(dists) - 1
    while i < j:
        if dists[i] + dists[j] <= limit:
            count += j - i
            i += 1
        else:
            j -= 1
    return count


def close_pairs(lines: list[str], limit: int) -> int:
    edges = _parse(lines)
    if edges is None:
        return -1
    if not edges:
        return 0

    # build: ids, union-find tree check, adjacency lists
    index: dict[str, int] = {}
    for a, b, _ in edges:
        index.setdefault(a, len(index))
        index.setdefault(b, len(index))
    n = len(index)
    if len(edges) != n - 1:
        return -2
    root = list(range(n))

    def find(x: int) -> int:
        while root[x] != x:
            root[x] = root[root[x]]
            x = root[x]
        return x

    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for a, b, w in edges:
        u, v = index[a], index[b]
        if u == v:
            return -2
        adj[u].append((v, w))
        adj[v].append((u, w))

    # solve: centroid decomposition, counting pairs through each centroid
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
            total -= _count_within(branch, limit)
            everything.extend(branch)
        everything.sort()
        total += _count_within(everything, limit)
        for y, _ in adj[centre]:
            if not removed[y]:
                pending.append(y)
    return total
